import * as z from 'zod/v4';
import { PageItemsSchema } from './page-items';

/** How a collections section lays out its items (seed 000 §5). */
export const COLLECTIONS_VARIANTS = [
  'grid',
  'list',
  'carousel',
  'cards',
  'masonry',
  'hero',
  'compact',
] as const;
export type CollectionsVariant = (typeof COLLECTIONS_VARIANTS)[number];

const VARIANT_MESSAGE = `Variant must be one of ${COLLECTIONS_VARIANTS.join(', ')}`;

/** A collections section: NFT collections (and NFTs) under a title the owner may hide (seed 000 §3). */
export const CollectionsConfigSchema = z.object({
  title: z.string('Title is required').trim().min(1, 'Title is required'),
  variant: z.enum(COLLECTIONS_VARIANTS, VARIANT_MESSAGE),
  hideTitle: z.boolean(),
  items: PageItemsSchema,
});
export type CollectionsConfig = z.infer<typeof CollectionsConfigSchema>;

/** A new collections section: a grid, its title still to write, no items. */
export const COLLECTIONS_DEFAULTS: CollectionsConfig = {
  title: '',
  variant: 'grid',
  hideTitle: false,
  items: [],
};
