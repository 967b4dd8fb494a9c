import { useParams } from 'react-router';
import { ShellRemote } from '../../federation/shell-remote';

/** `/admin/widget/edit/{id}`: one widget, owned by mfe_widget_editor. */
export function WidgetEditRoute() {
  const { id = '' } = useParams();
  return <ShellRemote id="mfe_widget_editor/WidgetEditorPage" props={{ widgetId: id }} />;
}
