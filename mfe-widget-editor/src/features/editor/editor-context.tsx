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
  /**
   * Work of the panel under way that leaving would not stop (a deployment in the wallet): while set,
   * every way out asks first with this question rather than 'Leave without saving'.
   */
  setBusy: (busy: BusyNotice | null) => void;
}

/** The question asked before leaving a panel while its work goes on. */
export interface BusyNotice {
  title: string;
  content: string;
  /** The owner chose Leave: the work goes on without the panel. */
  onLeave: () => void;
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

/** Tells the editor that the panel on screen has work under way (`notice`), or none (null). */
export function usePanelBusy(notice: BusyNotice | null): void {
  const { setBusy } = useWidgetEditor();
  const title = notice?.title;
  const content = notice?.content;
  const onLeave = notice?.onLeave;
  useEffect(() => {
    setBusy(
      title !== undefined && content !== undefined && onLeave !== undefined
        ? { title, content, onLeave }
        : null,
    );
  }, [title, content, onLeave, setBusy]);
  useEffect(() => () => setBusy(null), [setBusy]);
}
