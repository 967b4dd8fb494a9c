/** Where the shell reads, at run time, the address of each remote's mf-manifest.json. */
export const REMOTES_CONFIG_URL = '/remotes.json';
