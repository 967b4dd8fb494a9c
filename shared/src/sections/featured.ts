import * as z from 'zod/v4';
import { PageItemsSchema } from './page-items';
import { coded } from '@suite/shared';

/** A featured section: a title over a highlighted row of NFTs and collections (seed 000 §3, §5). */
export const FeaturedConfigSchema = z.object({
  title: z.string(coded('titleRequired')).trim().min(1, coded('titleRequired')),
  items: PageItemsSchema,
});
export type FeaturedConfig = z.infer<typeof FeaturedConfigSchema>;

/** A new featured section: its title still to write, no items. */
export const FEATURED_DEFAULTS: FeaturedConfig = { title: '', items: [] };
