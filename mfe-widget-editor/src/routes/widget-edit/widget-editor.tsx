import { useMemo } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import type { Widget } from '@suite/shared/widget';
import { Result } from '@suite/shared/react';
import {
  commerceEntry,
  commerceEntryOfPath,
  editorMenu,
  isCommerceShown,
  panelOfTab,
} from '../../features/editor/editor-menu';
import type { MenuContext } from '../../features/editor/editor-panel';
import { EditorShell } from '../../features/editor/editor-shell';
import { PanelContent } from '../../features/editor/panel-content';
import { widgetPaths } from '../../features/widget-paths';
import { WidgetRemote } from '../../federation/remote-loader-context';
import { useWidgetEditorCatalog } from '../../i18n';
import { DEFAULT_PANEL, EDITOR_PANELS } from './editor-panels';

interface WidgetEditorProps {
  widget: Widget;
  embedded: boolean;
  reload: () => Promise<void>;
}

/**
 * The editor of one widget: the panel `?tab=` names (General when it names none this user sees), or
 * one of mfe_commerce's screens below `commerce/`, in the editor's shell.
 */
export function WidgetEditor({ widget, embedded, reload }: WidgetEditorProps) {
  const { t } = useWidgetEditorCatalog();
  const location = useLocation();
  const [search] = useSearchParams();

  const id = String(widget.id);
  // The API answers only the owner's widgets, so whoever has it open is its owner.
  const isOwner = true;
  const menuContext = useMemo<MenuContext>(
    () => ({ kit: widget.kit, isOwner, embedded }),
    [widget.kit, isOwner, embedded],
  );
  const groups = useMemo(() => editorMenu(EDITOR_PANELS, menuContext), [menuContext]);
  const commerceShown = isCommerceShown(menuContext);
  const commerceBase = widgetPaths.commerceBase(id);
  const inCommerce = location.pathname === commerceBase || location.pathname.startsWith(`${commerceBase}/`);
  const tab = search.get('tab');
  const panel = panelOfTab(tab, EDITOR_PANELS, menuContext) ?? DEFAULT_PANEL;
  const selected = inCommerce ? commerceEntryOfPath(location.pathname.slice(commerceBase.length)) : panel.id;

  function pathOf(menuId: string): string {
    const commerce = commerceEntry(menuId);
    return commerce ? widgetPaths.commerce(id, commerce.path) : widgetPaths.panel(id, menuId);
  }

  // `?tab=commerce.orders` selects a commerce screen: its place is a path.
  const tabCommerce = !inCommerce && tab ? commerceEntry(tab) : undefined;
  if (tabCommerce && commerceShown)
    return <Navigate replace to={widgetPaths.commerce(id, tabCommerce.path)} />;

  return (
    <EditorShell
      widget={widget}
      embedded={embedded}
      isOwner={isOwner}
      reload={reload}
      groups={groups}
      selected={selected}
      pathOf={pathOf}
    >
      <Routes>
        <Route
          path="commerce/*"
          element={
            commerceShown ? (
              <WidgetRemote id="mfe_commerce/CommerceApp" props={{ basePath: commerceBase }} />
            ) : (
              <Result status="info" title={t('editor.commerceDisabled')} />
            )
          }
        />
        {/* Keyed by version: a save or a reload starts the panel from the saved config. */}
        <Route path="*" element={<PanelContent key={`${panel.id}:${widget.version}`} panel={panel} />} />
      </Routes>
    </EditorShell>
  );
}
