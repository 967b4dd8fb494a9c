import * as z from 'zod/v4';
import { PageItemsSchema } from './page-items';
import { coded } from '@suite/shared';

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

/** A collections section: NFT collections (and NFTs) under a title the owner may hide (seed 000 §3). */
export const CollectionsConfigSchema = z.object({
  title: z.string(coded('titleRequired')).trim().min(1, coded('titleRequired')),
  variant: z.enum(
    COLLECTIONS_VARIANTS,
    coded('collectionsVariant', { variants: COLLECTIONS_VARIANTS.join(', ') }),
  ),
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
