import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contract } from './index';
import { routesSource, routeTableOf } from './route-table';
import { CONTRACT_ROUTES } from './routes.generated';
import { routesRouter } from './routes';

describe("the browser client's routes", () => {
  it('are committed as the generator writes them from the contract', () => {
    const committed = readFileSync(join(__dirname, 'routes.generated.ts'), 'utf8');
    // Run `pnpm --filter @suite/shared gen:routes` after changing a route of the contract.
    expect(committed).toBe(routesSource(routeTableOf(contract)));
  });

  it("give every procedure the contract's method and path, and nothing else", () => {
    expect(routeTableOf(routesRouter(CONTRACT_ROUTES))).toEqual(routeTableOf(contract));
    const router = routesRouter(CONTRACT_ROUTES);
    const procedure =
      'user' in router && 'authenticatedAccount' in router.user
        ? router.user.authenticatedAccount
        : undefined;
    expect(procedure).toMatchObject({
      '~orpc': { route: { method: 'GET', path: '/user/authenticated/account' } },
    });
    expect(procedure).not.toHaveProperty(['~orpc', 'outputSchema'], expect.anything());
  });
});
