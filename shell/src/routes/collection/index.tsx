import { useParams, useSearchParams } from 'react-router';
import { WidgetIdSchema } from '@suite/shared/schemas';
import { ShellRemote } from '../../federation/shell-remote';

/**
 * `/collection/{network}/{contractAddress}[?site={widgetId}]`, the same below a site's preview (where
 * the collections screen's "Preview url" points), and the site's collection list page
 * `/admin/preview/{site}/{page}/collections`: NFT collections' public pages; no admin chrome. With a
 * site, they show the collections as its owner presents them. On a site's custom domain, the site is
 * the domain's (`siteId`).
 */
export function CollectionRoute({ siteId: siteOfHost }: { siteId?: string }) {
  const { network, contractAddress, site } = useParams();
  const [search] = useSearchParams();
  const siteId = WidgetIdSchema.safeParse(siteOfHost ?? site ?? search.get('site') ?? undefined);
  return (
    <ShellRemote
      id="mfe_section_editors/CollectionPage"
      props={{ network, contractAddress, siteId: siteId.success ? String(siteId.data) : undefined }}
    />
  );
}
