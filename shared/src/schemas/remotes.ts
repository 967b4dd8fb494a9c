import * as z from 'zod/v4';
import { pickVersion, type PickedVersion, type RemoteEntry } from './remote-canary';

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

const ManifestUrlSchema = z
  .url({
    protocol: /^https?$/,
    error: (issue) =>
      issue.input === undefined
        ? `Missing: the URL of this remote's ${MANIFEST_FILE_NAME}`
        : 'Must be an http(s) URL',
  })
  .refine((url) => !URL.canParse(url) || new URL(url).pathname.endsWith(`/${MANIFEST_FILE_NAME}`), {
    error: `Must be the URL of a ${MANIFEST_FILE_NAME}`,
  });

const RemoteVersionSchema = z.strictObject({
  url: ManifestUrlSchema,
  weight: z.number().int().min(0, 'Must be 0 or more').max(1000, 'Must be 1000 or less'),
  label: z.string().trim().min(1).max(40, 'At most 40 characters').optional(),
});

/** Several builds of a remote, each with its share of the browsers (remote-canary.ts). */
const RemoteVersionsSchema = z.strictObject({
  versions: z
    .array(RemoteVersionSchema)
    .min(1, 'List at least one build')
    .max(5, 'At most 5 builds')
    .refine((versions) => versions.some((version) => version.weight > 0), {
      error: 'At least one build needs a weight above 0',
    }),
});

/**
 * A remote: its manifest's URL, or `{ "versions": [{ "url", "weight", "label" }] }`. Checked by the
 * one schema its shape asks for, so a mistyped URL is named as such rather than as "no union matched".
 */
const RemoteEntrySchema = z.unknown().transform((value, context): RemoteEntry => {
  const schema = typeof value === 'object' && value !== null ? RemoteVersionsSchema : ManifestUrlSchema;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    context.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: value });
  return z.NEVER;
});

/**
 * `remotes.json`, read by the shell at run time: where each remote's federation manifest lives, or
 * several builds of it with weights (a canary). Editing it repoints, shifts traffic or rolls back a
 * remote without rebuilding the shell.
 */
export const RemotesConfigSchema = z.strictObject({
  mfe_auth: RemoteEntrySchema,
  mfe_widget_editor: RemoteEntrySchema,
  mfe_section_editors: RemoteEntrySchema,
  mfe_commerce: RemoteEntrySchema,
});
export type RemotesConfig = z.infer<typeof RemotesConfigSchema>;

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
