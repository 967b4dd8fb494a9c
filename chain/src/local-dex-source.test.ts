import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDexConstantsSource } from './local-dex-source';

describe('the local DEX addresses', () => {
  it('are committed as the generator computes them from the deployer and the deployment order', () => {
    const committed = readFileSync(join(__dirname, '../../shared/src/constants/local-dex.ts'), 'utf8');
    // Run `pnpm --filter @suite/chain gen:local-dex` after changing the deployment order.
    expect(committed).toBe(localDexConstantsSource());
  });
});
