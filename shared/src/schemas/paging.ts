import * as z from 'zod/v4';
import { PAGE_LIMIT_MAX } from '../constants/limits';
import { atLeast, atMost, atMostChars, coded } from '../i18n/validation';

/** Page numbers are 0-based, as the seeds' pickers send them (`page (0)`). */
export const PageSchema = z.coerce.number().int().min(0, coded('atLeastZero')).default(0);

/** A page size within `max`, defaulting to the list's seed default. */
export function limitSchema(defaultLimit: number, max = PAGE_LIMIT_MAX) {
  return z.coerce.number().int().min(1, atLeast(1)).max(max, atMost(max)).default(defaultLimit);
}

/** Free-text search; blank means no filter. */
export const SearchSchema = z
  .string()
  .trim()
  .max(200, atMostChars(200))
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * A sort per column: `field` ascending or `-field` descending, among the list's sortable fields.
 * Lists always add the id as a tie-breaker so paging is stable.
 */
export interface SortOrder<Field extends string> {
  field: Field;
  direction: 'asc' | 'desc';
}

export function sortSchema<const Field extends string>(
  fields: readonly [Field, ...Field[]],
  fallback: Field | `-${Field}`,
) {
  const options = fields.flatMap((field) => [
    { value: `${field}`, order: { field, direction: 'asc' } satisfies SortOrder<Field> },
    { value: `-${field}`, order: { field, direction: 'desc' } satisfies SortOrder<Field> },
  ]);
  return z
    .string()
    .default(fallback)
    .transform((value, context): SortOrder<Field> => {
      const match = options.find((option) => option.value === value);
      if (match) return match.order;
      context.addIssue({
        code: 'custom',
        message: `Must be one of ${options.map((option) => option.value).join(', ')}`,
      });
      return z.NEVER;
    });
}

/** One page of a list: the items and the total, so the UI can page. */
export function pagedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    totalItems: z.number().int().min(0),
    currentPage: z.number().int().min(0),
    pageSize: z.number().int().min(1),
  });
}

export const IdsBodySchema = z.object({
  ids: z
    .array(z.string().min(1))
    .min(1, coded('selectAtLeastOne'))
    .max(500, coded('atMostAtOnce', { max: 500 })),
});
