import { ShellRemote } from '../../federation/shell-remote';

/** `/admin/widget`: Manage Widgets, owned by mfe_widget_editor. */
export function WidgetListRoute() {
  return <ShellRemote id="mfe_widget_editor/WidgetListPage" props={{}} />;
}
