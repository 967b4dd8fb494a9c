// `pnpm --filter @suite/chain gen:local-dex`: writes shared/src/constants/local-dex.ts (the local DEX's
// addresses) from the deployer and the deployment order of src/local-dex.ts.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localDexConstantsSource } from './local-dex-source';

const target = fileURLToPath(new URL('../../shared/src/constants/local-dex.ts', import.meta.url));
writeFileSync(target, localDexConstantsSource());
console.log(`Wrote ${target}`);
