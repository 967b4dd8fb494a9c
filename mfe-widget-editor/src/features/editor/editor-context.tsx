import { createContext, useContext, useEffect } from 'react';
import type { Widget, WidgetConfig } from '@suite/shared/widget';

export interface WidgetEditorContextValue {
  /** The widget as last saved (or loaded). */
  widget: Widget;
  embedded: boolean;
  isOwner: boolean;
  /** Saves the whole config on top of the loaded version: a widget saved elsewhere since answers 409. */
  saveConfig: (config: WidgetConfig) => Promise<Widget>;
  /** Loads the widget again, dropping what the panels have not saved. */
  reload: () => Promise<void>;
  /** The panel on screen has unsaved changes. */
  dirty: boolean;
  setDirty: (dirty: boolean) => void;
  /**
   * A panel's own way out that is no menu entry (a form's Cancel): runs `leave` at once while nothing
   * is unsaved, else once 'Leave without saving' is answered Leave, so the panel asks what the menu asks.
   */
  confirmLeaving: (leave: () => void) => void;
  /** Lets the next navigation go without asking: the panel has just saved what it held. */
  allowLeave: () => void;
}

export const WidgetEditorContext = createContext<WidgetEditorContextValue | null>(null);

export function useWidgetEditor(): WidgetEditorContextValue {
  const value = useContext(WidgetEditorContext);
  if (!value) throw new Error('useWidgetEditor needs the WidgetEditorContext of the editor');
  return value;
}

/** Tells the editor whether the panel on screen has unsaved changes (cleared when it leaves). */
export function usePanelDirty(dirty: boolean): void {
  const { setDirty } = useWidgetEditor();
  useEffect(() => {
    setDirty(dirty);
  }, [dirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
}
