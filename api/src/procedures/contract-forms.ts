import {
  functionSignature,
  parseAbiFunctions,
  type ContractForm,
  type ContractFormFunction,
  type ContractFormValues,
} from '@suite/shared';
import { and, asc, eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import { countRows, readPage, textSearch } from '../db/paging';
import { contractForms } from '../db/schema';
import { siteOwner } from '../domain/sites';
import { notFound } from '../errors';
import type { PublicReadsLimit } from '../http/public-reads-limit';
import { base, requireSession } from '../orpc';
import type { Services } from '../services';

type ContractFormRow = typeof contractForms.$inferSelect;

function toContractForm(row: ContractFormRow): ContractForm {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    chainId: row.chainId,
    address: row.address,
    abi: row.abi,
    functions: row.functions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored columns of a checked form: the address checksummed, the labels as typed. */
function columns(input: ContractFormValues) {
  return {
    name: input.name,
    description: input.description,
    chainId: input.chainId,
    address: getAddress(input.address),
    abi: input.abi,
    functions: input.functions,
  };
}

/** Only the ABI entries of the chosen functions, for visitors: the rest of the contract is not theirs to see. */
function chosenAbi(abi: string, functions: readonly ContractFormFunction[]): string {
  const parsed = parseAbiFunctions(abi);
  if (parsed.error !== undefined) return '[]';
  const wanted = new Set(functions.map((fn) => fn.signature));
  return JSON.stringify(parsed.functions.filter((fn) => wanted.has(functionSignature(fn))));
}

/** The owner's contract forms (a contract's chosen functions), and the public form a site's section shows. */
export function contractFormProcedures(services: Services, publicReads: PublicReadsLimit) {
  const { db } = services;
  const signedIn = requireSession(services);
  const contract = base.contractForms;

  const own = (id: number, ownerId: string) =>
    and(eq(contractForms.id, id), eq(contractForms.ownerId, ownerId));

  const list = contract.list.use(signedIn).handler(async ({ input, context }) => {
    const where = and(
      eq(contractForms.ownerId, context.session.userId),
      textSearch(input.q, contractForms.name),
    );
    const { rows, totalItems } = await readPage(
      { page: input.page, limit: input.pageSize },
      db
        .select()
        .from(contractForms)
        .where(where)
        .orderBy(asc(contractForms.name), asc(contractForms.id))
        .$dynamic(),
      countRows(db, contractForms, where),
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        chainId: row.chainId,
        address: row.address,
        functionCount: row.functions.length,
        updatedAt: row.updatedAt.toISOString(),
      })),
      total: totalItems,
    };
  });

  const create = contract.create.use(signedIn).handler(async ({ input, context }) => {
    const [row] = await db
      .insert(contractForms)
      .values({ ownerId: context.session.userId, ...columns(input) })
      .returning();
    if (!row) throw new Error('Creating a contract form returned no row');
    return toContractForm(row);
  });

  const get = contract.get.use(signedIn).handler(async ({ input, context }) => {
    const [row] = await db.select().from(contractForms).where(own(input.id, context.session.userId));
    if (!row) throw notFound('contractForm');
    return toContractForm(row);
  });

  const update = contract.update.use(signedIn).handler(async ({ input, context }) => {
    const [row] = await db
      .update(contractForms)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(own(input.id, context.session.userId))
      .returning();
    if (!row) throw notFound('contractForm');
    return toContractForm(row);
  });

  const remove = contract.remove.use(signedIn).handler(async ({ input, context }) => {
    const rows = await db
      .delete(contractForms)
      .where(own(input.id, context.session.userId))
      .returning({ id: contractForms.id });
    if (rows.length === 0) throw notFound('contractForm');
    return { deleted: rows.length };
  });

  const publicForm = contract.public.use(publicReads).handler(async ({ input }) => {
    const ownerId = await siteOwner(db, input.siteId);
    const [row] = await db.select().from(contractForms).where(own(input.id, ownerId));
    if (!row) throw notFound('contractForm');
    const { createdAt: _created, updatedAt: _updated, ...form } = toContractForm(row);
    return { ...form, abi: chosenAbi(row.abi, row.functions) };
  });

  return { list, create, get, update, remove, public: publicForm };
}
