import * as z from 'zod/v4';

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
  .refine((url) => new URL(url).pathname.endsWith(`/${MANIFEST_FILE_NAME}`), {
    error: `Must be the URL of a ${MANIFEST_FILE_NAME}`,
  });

/**
 * `remotes.json`, read by the shell at run time: where each remote's federation manifest lives.
 * Editing it repoints (or rolls back) a remote without rebuilding the shell.
 */
export const RemotesConfigSchema = z.strictObject({
  mfe_auth: ManifestUrlSchema,
  mfe_widget_editor: ManifestUrlSchema,
  mfe_section_editors: ManifestUrlSchema,
  mfe_commerce: ManifestUrlSchema,
});
export type RemotesConfig = z.infer<typeof RemotesConfigSchema>;
