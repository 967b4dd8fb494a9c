import * as z from 'zod/v4';
import { PageItemsSchema } from './page-items';

/** A featured section: a title over a highlighted row of NFTs and collections (seed 000 §3, §5). */
export const FeaturedConfigSchema = z.object({
  title: z.string('Title is required').trim().min(1, 'Title is required'),
  items: PageItemsSchema,
});
export type FeaturedConfig = z.infer<typeof FeaturedConfigSchema>;

/** A new featured section: its title still to write, no items. */
export const FEATURED_DEFAULTS: FeaturedConfig = { title: '', items: [] };
