import { DOMAIN_PATTERN } from '@suite/shared';
import { apiErrorReason, apiErrorStatus, createApiClient } from '@suite/shared/client';
import type { PublicWidget } from '@suite/shared/widget';

/**
 * A site's custom domain is this page's host name: the domain, and the site as read to know it (the
 * page shows that read) — null while its owner's feature is not active, when the domain serves the
 * site no more.
 */
export interface SiteHost {
  domain: string;
  site: PublicWidget | null;
}

/**
 * Whether this page was asked for on a site's custom domain rather than on the admin's address: only
 * a host name that can be a domain is asked about (never `localhost` or an IP address), and the API
 * answers 404 for a host no site has — the admin's own among them — and 404 `siteNotServed` for a
 * site's domain whose feature is not active (its visitors are told so, not shown the admin). A failed
 * question (the API down) leaves the page the admin, which says so itself.
 */
export async function siteAtThisHost(hostname = window.location.hostname): Promise<SiteHost | null> {
  const domain = hostname.toLowerCase();
  if (!DOMAIN_PATTERN.test(domain)) return null;
  try {
    return { domain, site: await createApiClient().widget.publicByDomain({ domain }) };
  } catch (error) {
    if (apiErrorReason(error)?.reason === 'siteNotServed') return { domain, site: null };
    if (apiErrorStatus(error) !== 404)
      console.error('Whether a site is served on this host could not be read', error);
    return null;
  }
}
