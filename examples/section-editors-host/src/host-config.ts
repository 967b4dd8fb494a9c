/** Where this page finds the section editors, read from its own URL at run time. */
export interface HostConfig {
  /** The `remoteEntry.js` of mfe_section_editors: `?remote=`. */
  remoteEntry: string;
  /** The suite's API origin passed to the modules as `apiBaseUrl`: `?api=` (empty: this page's origin). */
  apiBaseUrl: string;
}

const DEFAULT_REMOTE_ENTRY = 'http://localhost:3003/remoteEntry.js';

export function readHostConfig(search: string): HostConfig {
  const query = new URLSearchParams(search);
  // `?remote=` left empty is no address: the default then.
  const remote = query.get('remote') ?? '';
  return {
    remoteEntry: remote === '' ? DEFAULT_REMOTE_ENTRY : remote,
    apiBaseUrl: query.get('api') ?? '',
  };
}
