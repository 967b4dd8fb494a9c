import * as z from 'zod/v4';
import { MediaUrlSchema } from './carousel';
import { NftAssetItemSchema } from './page-items';
import { OptionalHttpUrlSchema, SectionHttpUrlSchema } from './section-parts';
import { atMostChars, coded } from '@suite/shared';

export const SHOWCASE_ITEM_KINDS = ['image', 'nft', 'link'] as const;
export type ShowcaseItemKind = (typeof SHOWCASE_ITEM_KINDS)[number];
export const SHOWCASE_LAYOUTS = ['grid', 'masonry', 'list'] as const;
export type ShowcaseLayout = (typeof SHOWCASE_LAYOUTS)[number];
export const SHOWCASE_COLUMNS = { min: 1, max: 6, default: 3 } as const;
export const SHOWCASE_ITEMS_MAX = 60;

const COLUMNS_MESSAGE = coded('columnsBetween', { min: SHOWCASE_COLUMNS.min, max: SHOWCASE_COLUMNS.max });
const CaptionSchema = z.string().trim().max(200, atMostChars(200));

/** An image (or a video or audio file, by its extension), optionally leading to a link. */
export const ShowcaseImageItemSchema = z.object({
  kind: z.literal('image'),
  imageUrl: MediaUrlSchema,
  caption: CaptionSchema,
  linkUrl: OptionalHttpUrlSchema,
});

/**
 * An NFT, by where it lives (the card leads to it on the chain's explorer). Its picture is the one its
 * metadata gives, read as the page shows it; `imageUrl`, when given, shows another one instead.
 */
export const ShowcaseNftItemSchema = z.object({
  kind: z.literal('nft'),
  chainId: NftAssetItemSchema.shape.chainId,
  contractAddress: NftAssetItemSchema.shape.contractAddress,
  tokenId: NftAssetItemSchema.shape.tokenId,
  imageUrl: OptionalHttpUrlSchema,
  caption: CaptionSchema,
});

/** A link shown as a card: its text is the caption, with an optional image. */
export const ShowcaseLinkItemSchema = z.object({
  kind: z.literal('link'),
  url: z.string(coded('linkUrlRequired')).trim().min(1, coded('linkUrlRequired')).pipe(SectionHttpUrlSchema),
  caption: CaptionSchema.min(1, coded('captionRequired')),
  imageUrl: OptionalHttpUrlSchema,
});

export const ShowcaseItemSchema = z.discriminatedUnion('kind', [
  ShowcaseImageItemSchema,
  ShowcaseNftItemSchema,
  ShowcaseLinkItemSchema,
]);
export type ShowcaseItem = z.infer<typeof ShowcaseItemSchema>;

export const ShowcaseConfigSchema = z.object({
  title: z.string().trim().max(120, atMostChars(120)),
  subtitle: z.string().trim().max(300, atMostChars(300)),
  layout: z.enum(SHOWCASE_LAYOUTS, coded('pickLayout')),
  columns: z
    .number(COLUMNS_MESSAGE)
    .int(COLUMNS_MESSAGE)
    .min(SHOWCASE_COLUMNS.min, COLUMNS_MESSAGE)
    .max(SHOWCASE_COLUMNS.max, COLUMNS_MESSAGE),
  showCaptions: z.boolean(),
  items: z
    .array(ShowcaseItemSchema)
    .min(1, coded('atLeastOneItem'))
    .max(SHOWCASE_ITEMS_MAX, coded('atMostItems', { max: SHOWCASE_ITEMS_MAX })),
});
export type ShowcaseConfig = z.infer<typeof ShowcaseConfigSchema>;

/** A new showcase: a grid of 3 columns with captions, no items yet. */
export const SHOWCASE_DEFAULTS: ShowcaseConfig = {
  title: '',
  subtitle: '',
  layout: 'grid',
  columns: SHOWCASE_COLUMNS.default,
  showCaptions: true,
  items: [],
};
