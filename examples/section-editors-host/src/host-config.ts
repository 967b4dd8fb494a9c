/**
 * What `?remote=` chose: the remote entry this page loads, or the one it named and this page refused.
 * A link must not make this page run any script it names: only the entry the page was built for loads.
 */
type RemoteChoice = { entry: string } | { refused: string; allowed: string };

/** Where this page finds the section editors, read from its own URL at run time. */
export interface HostConfig {
  /** The `remoteEntry.js` of mfe_section_editors: `?remote=`, when it names the configured one. */
  remote: RemoteChoice;
  /** The suite's API origin passed to the modules as `apiBaseUrl`: `?api=` (empty: this page's origin). */
  apiBaseUrl: string;
}

/** An address as the browser fetches it, so two spellings of one URL compare equal; null if it is none. */
function normalized(address: string): string | null {
  try {
    return new URL(address).href;
  } catch {
    return null;
  }
}

/**
 * The page's query, read against `configuredEntry`: the only remote entry the page loads (from its
 * build's `SECTION_EDITORS_URL`).
 */
export function readHostConfig(search: string, configuredEntry: string): HostConfig {
  const query = new URLSearchParams(search);
  // `?remote=` left empty is no address: the configured entry then.
  const remote = query.get('remote') ?? '';
  const allowed = remote === '' || normalized(remote) === normalized(configuredEntry);
  return {
    remote: allowed ? { entry: configuredEntry } : { refused: remote, allowed: configuredEntry },
    apiBaseUrl: query.get('api') ?? '',
  };
}
