// `pnpm --filter @suite/shared gen:routes`: writes src/contract/routes.generated.ts, the contract's
// routes alone, for the browser's API client (src/contract/routes.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contract } from '../src/contract';
import { routesSource, routeTableOf } from '../src/contract/route-table';

const target = fileURLToPath(new URL('../src/contract/routes.generated.ts', import.meta.url));
writeFileSync(target, routesSource(routeTableOf(contract)));
console.log(`Wrote ${target}`);
