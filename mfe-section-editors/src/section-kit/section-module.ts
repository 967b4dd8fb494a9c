import { createElement, lazy, type ComponentType, type CSSProperties, type LazyExoticComponent } from 'react';
import type { Section, SectionCategory, SectionType } from '@suite/shared/widget';
import type { SectionEditorsKey } from '../i18n';
import type { FieldLabels } from './field-labels';

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

/** How many times a boundary's Retry asked to draw a failed part again (`retryFailedLoads`). */
let retries = 0;

/** A boundary's Retry: the parts whose load failed before load again on their next render. */
export function retryFailedLoads(): void {
  retries += 1;
}

/**
 * A component loaded on first render from its own chunk. The module exports it by name (named
 * exports only), so the loader picks it out. A load that fails (the network dropped, a deploy
 * replaced the chunk) is kept until the Retry of the boundary around it (`PartBoundary`: the dialog's
 * editor, a section's renderer; `retryFailedLoads`), then loaded again, where React's `lazy` alone
 * would keep the failure for the page's life. Not before: React renders a failed part again by
 * itself, and a new load each time would never let the failure show (it loaded on and on).
 */
export function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // The Retry count when the load failed; null while it has not.
  let failedAt: number | null = null;
  const loading = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        failedAt = retries;
        throw error;
      }
    });
  let current = loading();
  return function LazyNamed(props: P) {
    if (failedAt !== null && failedAt !== retries) {
      failedAt = null;
      current = loading();
    }
    return createElement(current, props);
  };
}

/** One section type as the catalog knows it: its tile, and what its folder brings when it is built. */
export interface SectionCatalogEntry {
  type: SectionType;
  /** What the picker's tile and the dialog call this type (a key of the catalog). */
  title: SectionEditorsKey;
  category: SectionCategory;
  /** One line: what the section shows a visitor of the site (a key of the catalog). */
  description: SectionEditorsKey;
  /** An `@ant-design/icons` icon, imported from its own module (`@ant-design/icons/WalletOutlined`). */
  icon: ComponentType<{ 'aria-hidden'?: boolean; style?: CSSProperties }>;
  /** The config a new section of this type starts with (its registry's, in `@suite/shared`). */
  defaults?: SectionData;
  /**
   * How the type's editor shapes a saved config before its form opens it, where it derives a value
   * rather than asking for it (the video's embed type, from its URL). The dialog's notice of settings
   * not kept (ADR 0040) looks at the config so shaped, so it never names a value the owner did not set.
   */
  opened?: (data: SectionData) => SectionData;
  /** What its editor calls its fields: the words the preview of an incomplete section uses. */
  labels?: FieldLabels;
  /** The type's editor (`src/sections/<type>/editor.tsx`), loaded in its own chunk. */
  editor?: ComponentType<SectionEditorProps>;
  /** The type's renderer (`src/sections/<type>/renderer.tsx`), loaded in its own chunk. */
  renderer?: ComponentType<SectionRendererProps>;
  /**
   * Whether the renderer needs the wallet (wagmi): it is drawn inside a `WalletScope`, so only a page
   * showing such a section loads the wallet's code (ADR 0015).
   */
  usesWallet?: boolean;
}

/**
 * A section type's registration, in its folder's `index.ts`: checked against what the catalog needs,
 * its `type` kept as written so the catalog can tell whether every type has a line.
 */
export function defineSection<const Entry extends SectionCatalogEntry>(entry: Entry): Entry {
  return entry;
}
