import { DOMAIN_PATTERN } from '@suite/shared';
import { apiErrorStatus, createApiClient } from '@suite/shared/client';

/** A site served on this page's host name (a custom domain): the domain and the site's id. */
export interface SiteHost {
  domain: string;
  siteId: number;
}

/**
 * Whether this page was asked for on a site's custom domain rather than on the admin's address: only
 * a host name that can be a domain is asked about (never `localhost` or an IP address), and the API
 * answers 404 for a host no site with an active custom-domain feature has — the admin's own among
 * them. A failed question (the API down) leaves the page the admin, which says so itself.
 */
export async function siteAtThisHost(hostname = window.location.hostname): Promise<SiteHost | null> {
  const domain = hostname.toLowerCase();
  if (!DOMAIN_PATTERN.test(domain)) return null;
  try {
    const site = await createApiClient().widget.publicByDomain({ domain });
    return { domain, siteId: site.id };
  } catch (error) {
    if (apiErrorStatus(error) !== 404)
      console.error('Whether a site is served on this host could not be read', error);
    return null;
  }
}
