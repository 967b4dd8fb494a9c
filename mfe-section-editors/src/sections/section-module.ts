import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Section } from '@suite/shared/sections';

/** A section's config as a page stores it; each type's renderer and editor check it against its schema. */
export type SectionData = Section['data'];

/** What every section editor takes: a form with Save and Cancel that reports each change live. */
export interface SectionEditorProps {
  /** The saved config when editing; the type's defaults are used when absent or invalid. */
  data?: SectionData;
  /** Every change of the form, as it happens (the live preview renders it). */
  onChange: (data: SectionData) => void;
  /** Save with a valid config. */
  onSave: (data: SectionData) => void | Promise<void>;
  onCancel: () => void;
  /**
   * How the dialog opened the editor: adding a section, or editing a saved one (where the widget
   * section saves as soon as another widget is picked).
   */
  mode?: 'add' | 'edit';
}

/** What every section renderer takes: the config to show (checked by the renderer itself). */
export interface SectionRendererProps {
  data: SectionData;
}

/**
 * A component loaded on first render from its own chunk. The module exports it by name (named
 * exports only), so the loader picks it out.
 */
export function lazyNamed<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}
