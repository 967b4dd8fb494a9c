// Where a remote's own page finds mfe_auth, whose account area gives it sign-in: part of the
// standalone header's chunk (standalone-account-area.tsx), which the admin's routes never load.
import { browserDraw, pickVersion, readRemoteEntry } from '@suite/shared';

/** The file a remote's own page reads, beside its index.html: the shell's `remotes.json` format. */
const STANDALONE_REMOTES_URL = '/remotes.json';

/** Without that file: mfe_auth on its usual port of the page's host (local development, the e2e). */
const MFE_AUTH_PORT = 3001;

/** mfe_auth's `mf-manifest.json`, and its own account page, which the account menu opens. */
interface AuthPlace {
  manifestUrl: string;
  accountPage: string;
}

function placeOf(manifestUrl: string): AuthPlace {
  return { manifestUrl, accountPage: new URL('/u/account', manifestUrl).href };
}

/**
 * mfe_auth's place from the page's `remotes.json` (its `mfe_auth` entry: a manifest URL, or builds
 * with weights, of which this browser's draw); on a page serving none (404), its usual port of the
 * page's host. Any other failure is thrown, naming the file, for the header's fallback to show.
 */
export async function readAuthPlace(page: URL = new URL(window.location.href)): Promise<AuthPlace> {
  const url = new URL(STANDALONE_REMOTES_URL, page);
  const response = await fetch(url, { cache: 'no-cache' });
  if (response.status === 404)
    return placeOf(`${page.protocol}//${page.hostname}:${MFE_AUTH_PORT}/mf-manifest.json`);
  if (!response.ok)
    throw new Error(`${STANDALONE_REMOTES_URL} answered ${response.status} ${response.statusText}`);
  let remotes: unknown;
  try {
    remotes = await response.json();
  } catch {
    throw new Error(`${STANDALONE_REMOTES_URL} is not JSON`);
  }
  const entry = readRemoteEntry(
    typeof remotes === 'object' && remotes !== null && 'mfe_auth' in remotes ? remotes.mfe_auth : undefined,
  );
  if (!entry) throw new Error(`${STANDALONE_REMOTES_URL} gives no valid address for mfe_auth`);
  return placeOf(new URL(pickVersion(entry, browserDraw()).url, page).href);
}
