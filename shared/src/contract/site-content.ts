import { oc } from '@orpc/contract';
import { WidgetIdSchema } from '../schemas/common';
import { LeaderboardIdInputSchema } from '../schemas/leaderboard';
import {
  SiteCollectionQuerySchema,
  SiteCollectionSchema,
  SiteProductCheckoutSchema,
  SiteProductPageSchema,
  SiteProductSchema,
  SiteStoreStatusSchema,
  SiteContentEntityInputSchema,
  SiteContentScopeSchema,
  StoreProductsQuerySchema,
} from '../sections/commerce';
import { SiteLeaderboardSchema } from '../sections/ranking';
import { SiteTradeSettingsSchema } from '../schemas/trade-settings';
import { SiteNftCollectionListSchema } from '../schemas/widget-settings';
import { SiteWidgetSchema } from '../sections/widget';
import { SiteLookSchema } from '../widget/widget-config';

const siteContent = oc.route({ tags: ['Site content (public)'] });

/**
 * What the sections of a site show its visitors: public reads without a session. Each is scoped to
 * the site (`siteId`, a widget id) and answers only things of that site's owner; anything else — an
 * unknown id, another owner's, an inactive product — answers 404 alike.
 */
export const siteContentContract = {
  leaderboard: siteContent
    .route({
      method: 'GET',
      path: '/sites/{siteId}/public/leaderboards/{id}',
      summary: 'A leaderboard of the site, for its ranking section (title, description)',
    })
    .input(SiteContentScopeSchema.extend(LeaderboardIdInputSchema.shape))
    .output(SiteLeaderboardSchema),
  widget: siteContent
    .route({
      method: 'GET',
      path: '/sites/{siteId}/public/widgets/{id}',
      summary: "Another widget of the site's owner, for a widget section (name, currency and page)",
    })
    .input(SiteContentScopeSchema.extend({ id: WidgetIdSchema }))
    .output(SiteWidgetSchema),
  storeProducts: siteContent
    .route({
      method: 'GET',
      path: '/sites/{siteId}/public/products',
      summary:
        "The store of a commerce section: the owner's active products, newest first (q searches the name)",
    })
    .input(StoreProductsQuerySchema)
    .output(SiteProductPageSchema),
  product: siteContent
    .route({
      method: 'GET',
      path: '/sites/{siteId}/public/products/{id}',
      summary: "One active product of the site's owner, with its images (never its protected content)",
    })
    .input(SiteContentEntityInputSchema)
    .output(SiteProductSchema),
  buyProduct: siteContent
    .route({
      method: 'POST',
      path: '/sites/{siteId}/public/products/{id}/checkout',
      summary:
        "The checkout through which the site sells one of its products, made from the site's saved commerce sections (a store sells every active product, a product or collection section its own); the same one on every call",
    })
    .input(SiteContentEntityInputSchema)
    .output(SiteProductCheckoutSchema),
  storeStatus: siteContent
    .route({
      method: 'GET',
      path: '/sites/{siteId}/public/store-status',
      summary:
        "Whether the site's store takes orders now, or why not (the pay page's words), for its Buy buttons",
    })
    .input(SiteContentScopeSchema)
    .output(SiteStoreStatusSchema),
  collection: siteContent
    .route({
      method: 'GET',
      path: '/sites/{siteId}/public/collections/{id}',
      summary: "A product collection of the site's owner with a page of its active products, in order",
    })
    .input(SiteCollectionQuerySchema)
    .output(SiteCollectionSchema),
  nftCollections: siteContent
    .route({
      method: 'GET',
      path: '/sites/{siteId}/public/nft-collections',
      summary:
        "The site's NFT collections (Data › Collections) as its owner presents them: name, description, image, banner and metadata URI, for the collection list and collection pages",
    })
    .input(SiteContentScopeSchema)
    .output(SiteNftCollectionListSchema),
  look: siteContent
    .route({
      method: 'GET',
      path: '/sites/{siteId}/public/look',
      summary:
        'How the site looks to its visitors: its language and theme, for its pages drawn outside the widget (the NFT collection pages)',
    })
    .input(SiteContentScopeSchema)
    .output(SiteLookSchema),
  tradeSettings: siteContent
    .route({
      method: 'GET',
      path: '/sites/{siteId}/public/trade-settings',
      summary:
        "What the site's trading sections apply: its swap fee, the tokens of Data → Tokens and the networks of Data → Networks",
    })
    .input(SiteContentScopeSchema)
    .output(SiteTradeSettingsSchema),
};
