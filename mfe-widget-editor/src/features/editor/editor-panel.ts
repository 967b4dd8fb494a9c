import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetKit } from '@suite/shared/widget';
import type { WidgetEditorKey } from '../../i18n';

/**
 * A panel is one of the editor's own tabs (General, Theme, Components…), as opposed to a section,
 * which is a block of the widget's page. The route's registry (`EDITOR_PANELS`) lists them; the
 * menu, the `?tab=` query and the content all read it.
 */

/** The menu groups that hold panels, in the menu's order; E-Commerce (mfe_commerce's screens) comes last. */
export const PANEL_GROUPS = ['settings', 'layout', 'fees', 'data', 'dex-contracts'] as const;
export type PanelGroup = (typeof PANEL_GROUPS)[number];

/** What decides which panels the menu shows. */
export interface MenuContext {
  kit: WidgetKit;
  /** The signed-in user owns the widget. */
  isOwner: boolean;
  /** The editor is embedded in a site rather than the admin. */
  embedded: boolean;
}

/** A panel's screen, loaded when it is first opened: the editor's first load carries only the one it shows. */
export interface LazyPanel {
  /** The lazy component; the same one for the page's life, until a failed load is retried. */
  readonly lazy: () => LazyExoticComponent<ComponentType>;
  /** Forgets a failed load: the next render loads the chunk again (Retry). */
  readonly retry: () => void;
}

/** One of the editor's panels: a line of the registry. */
export interface EditorPanel {
  /** Its `?tab=` value and menu key: it is in users' URLs and bookmarks, so it never changes. */
  readonly id: string;
  /** The menu group that lists it; within a group, panels keep the registry's order. */
  readonly group: PanelGroup;
  /** Its catalog key: the menu entry and the panel's heading. */
  readonly title: WidgetEditorKey;
  /** Whether the menu lists it, and `?tab=` opens it, for this widget and user. */
  readonly visible: (context: MenuContext) => boolean;
  /** It reads the chain or sends transactions: the wallet's providers load with it (ADR 0015). */
  readonly wallet?: boolean;
  /** Its screen, a chunk of its own (`lazyPanel`). */
  readonly component: LazyPanel;
}

/**
 * The panel component `name` of the module `load` imports, as a lazy panel. Write the `import()`
 * in the registry line itself: each panel stays a chunk of its own (ADR 0015).
 */
export function lazyPanel<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPanel {
  let component: LazyExoticComponent<ComponentType> | undefined;
  return {
    lazy: () => (component ??= lazy(() => load().then((module) => ({ default: module[name] })))),
    retry: () => {
      component = undefined;
    },
  };
}
