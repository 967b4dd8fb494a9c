import { pickVersion, type PickedVersion, type RemoteEntry, type RemoteVersion } from './remote-canary';
import { isRecord } from '../is-record';

/** The remotes the shell loads, by their federation names. */
export const REMOTE_NAMES = ['mfe_auth', 'mfe_widget_editor', 'mfe_section_editors', 'mfe_commerce'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** How the product names each remote to a user (in the fallback shown when one cannot be loaded). */
export const REMOTE_TITLES: Record<RemoteName, string> = {
  mfe_auth: 'Account',
  mfe_widget_editor: 'Widget editor',
  mfe_section_editors: 'Section editors',
  mfe_commerce: 'Commerce',
};

export const MANIFEST_FILE_NAME = 'mf-manifest.json';

/** A problem found in `remotes.json`: where (the keys down to the value) and what is wrong. */
export interface RemotesConfigIssue {
  path: (string | number)[];
  message: string;
}

/** `remotes.json`, read by the shell at run time: where each remote's federation manifest lives. */
export type RemotesConfig = Record<RemoteName, RemoteEntry>;

export type RemotesConfigReading =
  { ok: true; config: RemotesConfig } | { ok: false; issues: RemotesConfigIssue[] };

type Issues = RemotesConfigIssue[];
type IssuePath = RemotesConfigIssue['path'];

/** Keys an object may not have: a typo is named rather than silently ignored. */
function unknownKeys(
  value: Record<string, unknown>,
  known: readonly string[],
  path: IssuePath,
  issues: Issues,
) {
  for (const key of Object.keys(value))
    if (!known.includes(key)) issues.push({ path, message: `Unrecognized key: "${key}"` });
}

function httpUrl(value: string): URL | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

/** The URL of a build's `mf-manifest.json`. */
function readManifestUrl(value: unknown, path: IssuePath, issues: Issues): string | undefined {
  if (value === undefined) {
    issues.push({ path, message: `Missing: the URL of this remote's ${MANIFEST_FILE_NAME}` });
    return undefined;
  }
  const url = typeof value === 'string' ? httpUrl(value) : undefined;
  if (typeof value !== 'string' || !url) {
    issues.push({ path, message: 'Must be an http(s) URL' });
    return undefined;
  }
  if (!url.pathname.endsWith(`/${MANIFEST_FILE_NAME}`)) {
    issues.push({ path, message: `Must be the URL of a ${MANIFEST_FILE_NAME}` });
    return undefined;
  }
  return value;
}

function readVersion(value: unknown, path: IssuePath, issues: Issues): RemoteVersion | undefined {
  if (!isRecord(value)) {
    issues.push({ path, message: 'Must be a build: { "url", "weight", "label" }' });
    return undefined;
  }
  const before = issues.length;
  unknownKeys(value, ['url', 'weight', 'label'], path, issues);
  const url = readManifestUrl(value.url, [...path, 'url'], issues);
  const { weight, label } = value;
  if (typeof weight !== 'number' || !Number.isInteger(weight))
    issues.push({ path: [...path, 'weight'], message: 'Must be a whole number' });
  else if (weight < 0) issues.push({ path: [...path, 'weight'], message: 'Must be 0 or more' });
  else if (weight > 1000) issues.push({ path: [...path, 'weight'], message: 'Must be 1000 or less' });
  const trimmed = typeof label === 'string' ? label.trim() : undefined;
  if (label !== undefined && (trimmed === undefined || trimmed.length === 0))
    issues.push({ path: [...path, 'label'], message: 'Must be a name of 1 to 40 characters' });
  else if (trimmed !== undefined && trimmed.length > 40)
    issues.push({ path: [...path, 'label'], message: 'At most 40 characters' });
  if (issues.length > before || url === undefined || typeof weight !== 'number') return undefined;
  return trimmed === undefined ? { url, weight } : { url, weight, label: trimmed };
}

/** Several builds of a remote, each with its share of the browsers (remote-canary.ts). */
function readVersions(
  value: Record<string, unknown>,
  path: IssuePath,
  issues: Issues,
): RemoteEntry | undefined {
  const before = issues.length;
  unknownKeys(value, ['versions'], path, issues);
  const { versions } = value;
  if (!Array.isArray(versions)) {
    issues.push({ path: [...path, 'versions'], message: 'Must be a list of builds' });
    return undefined;
  }
  const builds = versions.map((build, index) => readVersion(build, [...path, 'versions', index], issues));
  if (versions.length < 1) issues.push({ path: [...path, 'versions'], message: 'List at least one build' });
  if (versions.length > 5) issues.push({ path: [...path, 'versions'], message: 'At most 5 builds' });
  const weights: unknown[] = versions.map((build) => (isRecord(build) ? build.weight : undefined));
  if (!weights.some((weight) => typeof weight === 'number' && weight > 0))
    issues.push({ path: [...path, 'versions'], message: 'At least one build needs a weight above 0' });
  if (issues.length > before) return undefined;
  return { versions: builds.filter((build) => build !== undefined) };
}

function readEntry(value: unknown, path: IssuePath, issues: Issues): RemoteEntry | undefined {
  return isRecord(value) ? readVersions(value, path, issues) : readManifestUrl(value, path, issues);
}

/** One remote's entry of `remotes.json`, or undefined when it is wrong (the pay page reads mfe_commerce's alone). */
export function readRemoteEntry(value: unknown): RemoteEntry | undefined {
  const issues: Issues = [];
  const entry = readEntry(value, [], issues);
  return issues.length === 0 ? entry : undefined;
}

/**
 * Reads `remotes.json`: each remote's manifest URL, or `{ "versions": [{ "url", "weight", "label" }] }`
 * (a canary), every problem named by where it is. Plain TypeScript rather than zod: the shell reads
 * it before any page, so the schema library stays out of every page's first load (issue 18).
 */
export function readRemotesConfig(value: unknown): RemotesConfigReading {
  const issues: Issues = [];
  if (!isRecord(value)) {
    return {
      ok: false,
      issues: [
        { path: [], message: `Must be an object with the URL of each remote's ${MANIFEST_FILE_NAME}` },
      ],
    };
  }
  unknownKeys(value, REMOTE_NAMES, [], issues);
  const read = (name: RemoteName) => readEntry(value[name], [name], issues);
  const config = {
    mfe_auth: read('mfe_auth'),
    mfe_widget_editor: read('mfe_widget_editor'),
    mfe_section_editors: read('mfe_section_editors'),
    mfe_commerce: read('mfe_commerce'),
  };
  return isComplete(config) && issues.length === 0 ? { ok: true, config } : { ok: false, issues };
}

function isComplete(config: Record<RemoteName, RemoteEntry | undefined>): config is RemotesConfig {
  return REMOTE_NAMES.every((name) => config[name] !== undefined);
}

/** The build of each remote this browser loads (`draw`: its `browserDraw()`). */
export function pickRemoteVersions(
  config: Partial<Record<RemoteName, RemoteEntry>>,
  draw: number,
): Partial<Record<RemoteName, PickedVersion>> {
  const picked: Partial<Record<RemoteName, PickedVersion>> = {};
  for (const name of REMOTE_NAMES) {
    const entry = config[name];
    if (entry !== undefined) picked[name] = pickVersion(entry, draw);
  }
  return picked;
}

/** The manifest URL of each remote's build this browser loads. */
export function pickRemoteUrls(
  config: Partial<Record<RemoteName, RemoteEntry>>,
  draw: number,
): Partial<Record<RemoteName, string>> {
  const urls: Partial<Record<RemoteName, string>> = {};
  for (const [name, version] of Object.entries(pickRemoteVersions(config, draw)))
    if (isRemoteName(name)) urls[name] = version.url;
  return urls;
}

function isRemoteName(name: string): name is RemoteName {
  return REMOTE_NAMES.some((known) => known === name);
}
