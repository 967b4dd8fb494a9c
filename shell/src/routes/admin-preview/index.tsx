import { useParams, useSearchParams } from 'react-router';
import { AdminPreviewQuerySchema } from '@suite/shared/schemas';
import { ShellRemote } from '../../federation/shell-remote';

/**
 * `/admin/preview/{site}/{page}?index=&platform=&themeMode=`: the embedded page preview (the mobile
 * preview loads it in a frame), so it has no admin chrome.
 */
export function AdminPreviewRoute() {
  const { site = '', page = '' } = useParams();
  const [search] = useSearchParams();
  const query = AdminPreviewQuerySchema.parse(Object.fromEntries(search));
  return (
    <ShellRemote id="mfe_widget_editor/AdminPreviewPage" props={{ siteId: site, pageKey: page, ...query }} />
  );
}
