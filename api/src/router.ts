import { base, type Services } from './orpc';
import { healthProcedure } from './procedures/health';
import { userProcedures } from './procedures/user';

/** The implementation of the whole contract; `implement` makes the compiler check it is complete. */
export function createRouter(services: Services) {
  return base.router({
    health: healthProcedure(services),
    user: userProcedures(services),
  });
}
