// `pnpm types` (and the first step of `pnpm typecheck`): the types mfe_section_editors publishes beside
// its manifest (`@mf-types.zip`: its exposed modules, with the `@suite/shared` and zod types they name)
// into `@mf-types/mfe_section_editors/`, by the federation's type plugin, as any host of it outside the
// suite's repository gets them. `SECTION_EDITORS_URL` is where it is deployed.
import fs from 'node:fs';
import path from 'node:path';
import { consumeTypes } from '@module-federation/dts-plugin/core';

const remote = (process.env.SECTION_EDITORS_URL ?? 'http://localhost:3003').replace(/\/$/, '');
const appDir = path.resolve(import.meta.dirname, '..');
const TYPES_FOLDER = '@mf-types';

// The types of the build deployed now, never a mix with an earlier one's (the plugin's own
// `deleteTypesFolder` deletes them after extracting).
fs.rmSync(path.join(appDir, TYPES_FOLDER), { recursive: true, force: true });

await consumeTypes({
  host: {
    context: appDir,
    moduleFederationConfig: {
      name: 'partner_product',
      // The manifest names the types' archive (metaData.types).
      remotes: { mfe_section_editors: `mfe_section_editors@${remote}/mf-manifest.json` },
    },
    typesFolder: TYPES_FOLDER,
    consumeAPITypes: false,
    abortOnError: true,
    maxRetries: 2,
  },
});
console.log(`Types of mfe_section_editors from ${remote} in ${TYPES_FOLDER}/mfe_section_editors`);
