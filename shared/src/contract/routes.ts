import { oc, type AnyContractRouter } from '@orpc/contract';
import type { HTTPMethod } from '@orpc/client';

// What the browser's API client needs of the contract: each call's method and path. The contract
// itself (`./index.ts`) also holds every call's input and output schemas, which the client never
// runs — oRPC's OpenAPI link reads only the route — yet which would bring every schema of the API,
// and zod, into the first load of every page (ADR 0015). `routes.generated.ts` is the contract's
// routes alone, written by `pnpm --filter @suite/shared gen:routes`; a unit test keeps it in step.

export interface ContractRoute {
  method: HTTPMethod;
  path: `/${string}`;
}

export interface RouteTable {
  [name: string]: ContractRoute | RouteTable;
}

/** Whether a node of a table is a route (else a table of more). */
export function isRoute(node: ContractRoute | RouteTable): node is ContractRoute {
  return typeof node.method === 'string' && typeof node.path === 'string';
}

/** The table as a contract router whose procedures hold their route only, for oRPC's link. */
export function routesRouter(table: RouteTable): AnyContractRouter {
  return Object.fromEntries(
    Object.entries(table).map(([name, node]) => [
      name,
      isRoute(node) ? oc.route({ method: node.method, path: node.path }) : routesRouter(node),
    ]),
  );
}
