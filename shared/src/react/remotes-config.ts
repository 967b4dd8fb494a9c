import { readRemotesConfig, type RemotesConfig } from '@suite/shared';

export type RemotesConfigResult = { ok: true; config: RemotesConfig } | { ok: false; problems: string[] };

/**
 * Reads a page's `remotes.json` at run time, never from a cache, so editing it repoints a remote at
 * the next page load without rebuilding anything: the shell's, and the widget editor's own runtime's.
 */
export async function loadRemotesConfig(url: string): Promise<RemotesConfigResult> {
  let body: unknown;
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok)
      return { ok: false, problems: [`${url} answered ${response.status} ${response.statusText}`] };
    body = await response.json();
  } catch (error) {
    return {
      ok: false,
      problems: [`${url} could not be read: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  const read = readRemotesConfig(body);
  if (read.ok) return read;
  return {
    ok: false,
    problems: read.issues.map((issue) => `${issue.path.join('.') || 'remotes.json'}: ${issue.message}`),
  };
}
