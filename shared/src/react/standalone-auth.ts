// Where a remote's own page finds mfe_auth, whose account area gives it sign-in: part of the
// standalone header's chunk (standalone-account-area.tsx), which the admin's routes never load.
import { browserDraw, pickVersion, readRemoteEntry } from '@suite/shared';

/** The file a remote's own page reads, beside its index.html: the shell's `remotes.json` format. */
const STANDALONE_REMOTES_URL = '/remotes.json';

/** How long the page waits for that file before going on without it. */
const STANDALONE_FILE_TIMEOUT_MS = 10_000;

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
 * The page's `remotes.json` (where its API is, where mfe_auth is): its JSON, or null when the page
 * serves none (404). Any other failure is thrown, naming the file. Read afresh each time: a Retry
 * after the file was fixed finds the fix.
 */
async function readStandaloneFile(page: URL): Promise<unknown> {
  const response = await fetch(new URL(STANDALONE_REMOTES_URL, page), {
    cache: 'no-cache',
    // A file that never comes would leave the page blank: it counts as unreadable.
    signal: AbortSignal.timeout(STANDALONE_FILE_TIMEOUT_MS),
  });
  if (response.status === 404) return null;
  if (!response.ok)
    throw new Error(`${STANDALONE_REMOTES_URL} answered ${response.status} ${response.statusText}`);
  try {
    return await response.json();
  } catch {
    throw new Error(`${STANDALONE_REMOTES_URL} is not JSON`);
  }
}

function addressOf(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * Where the page's API is (`apiBaseUrl`): the origin the page's `remotes.json` names as `api`
 * (`"api": "https://admin.example.com"`, which serves `/api`), else the page's own ('': `/api` proxied
 * on its host). A value that is not an http(s) address, or a file that cannot be read, leaves the
 * page's own, said in the console: the header's account area then says what is wrong with the file.
 */
export async function readStandaloneApi(page: URL = new URL(window.location.href)): Promise<string> {
  let remotes: unknown;
  try {
    remotes = await readStandaloneFile(page);
  } catch (error) {
    console.error(
      `${STANDALONE_REMOTES_URL} could not be read: the API is looked for on this page's origin`,
      error,
    );
    return '';
  }
  if (typeof remotes !== 'object' || remotes === null || !('api' in remotes)) return '';
  const api = remotes.api;
  const origin = typeof api === 'string' ? addressOf(api) : null;
  if (origin && (origin.protocol === 'https:' || origin.protocol === 'http:')) return origin.origin;
  console.error(`${STANDALONE_REMOTES_URL}: "api" must be the http(s) origin that serves /api`, api);
  return '';
}

/**
 * mfe_auth's place from the page's `remotes.json` (its `mfe_auth` entry: a manifest URL, or builds
 * with weights, of which this browser's draw); on a page serving none (404), its usual port of the
 * page's host. Any other failure is thrown, naming the file, for the header's fallback to show.
 */
export async function readAuthPlace(page: URL = new URL(window.location.href)): Promise<AuthPlace> {
  const remotes = await readStandaloneFile(page);
  if (remotes === null)
    return placeOf(`${page.protocol}//${page.hostname}:${MFE_AUTH_PORT}/mf-manifest.json`);
  const entry = readRemoteEntry(
    typeof remotes === 'object' && 'mfe_auth' in remotes ? remotes.mfe_auth : undefined,
  );
  if (!entry) throw new Error(`${STANDALONE_REMOTES_URL} gives no valid address for mfe_auth`);
  return placeOf(new URL(pickVersion(entry, browserDraw()).url, page).href);
}
