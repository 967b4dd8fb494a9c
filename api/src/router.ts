// The one place the procedures are assembled into the contract's router: one module (or folder) of
// procedures/ per file of shared/src/contract/.
import { publicReadsLimit, siteReadsLimit } from './http/public-reads-limit';
import { base } from './orpc';
import { aiProcedures } from './procedures/ai';
import { apiKeyProcedures } from './procedures/api-key';
import { campaignProcedures } from './procedures/campaign';
import { productCategoryProcedures } from './procedures/catalog/categories';
import { productCollectionProcedures } from './procedures/catalog/collections';
import { productProcedures } from './procedures/catalog/products';
import { checkoutProcedures } from './procedures/checkouts';
import { commerceSettingsProcedures } from './procedures/commerce-settings';
import { contractFormProcedures } from './procedures/contract-forms';
import { creditsProcedures } from './procedures/credits';
import { exchangeRateProcedures } from './procedures/exchange-rates';
import { healthProcedures } from './procedures/health';
import { imageProcedures } from './procedures/images';
import { leaderboardProcedures } from './procedures/leaderboards';
import { notificationsProcedures } from './procedures/notifications';
import { onchainProcedures } from './procedures/onchain';
import { ordersProcedures } from './procedures/orders/orders';
import { publicCheckoutProcedures } from './procedures/public-checkouts';
import { referralProcedures } from './procedures/referrals';
import { siteContentProcedures } from './procedures/site-content';
import { swapProcedures } from './procedures/swap';
import { nftPictureKeeper } from './procedures/user/nft-ownership';
import { profileProcedures } from './procedures/user/profile';
import { userProcedures } from './procedures/user/user';
import { walletAssetsProcedures } from './procedures/wallet-assets';
import { walletConnectorsProcedures } from './procedures/wallet-connectors';
import { webhookProcedures } from './procedures/webhooks';
import { widgetProcedures } from './procedures/widgets/widgets';
import type { Services } from './services';

/** The implementation of the whole contract; `implement` makes the compiler check it is complete. */
export function createRouter(services: Services) {
  const publicReads = publicReadsLimit(services);
  const siteReads = siteReadsLimit(services);
  const keepNftPicture = nftPictureKeeper(services);
  return base.router({
    ...healthProcedures(services),
    user: {
      ...userProcedures(services, keepNftPicture),
      ...profileProcedures(services, siteReads, keepNftPicture),
    },
    productCategories: productCategoryProcedures(services),
    products: productProcedures(services),
    productCollections: productCollectionProcedures(services),
    checkouts: checkoutProcedures(services),
    commerceSettings: commerceSettingsProcedures(services),
    orders: ordersProcedures(services, publicReads),
    notifications: notificationsProcedures(services),
    credits: creditsProcedures(services),
    widget: widgetProcedures(services, publicReads),
    apiKey: apiKeyProcedures(services),
    leaderboards: leaderboardProcedures(services, publicReads),
    onchain: onchainProcedures(services),
    images: imageProcedures(services),
    ai: aiProcedures(services),
    campaign: campaignProcedures(services),
    walletConnectors: walletConnectorsProcedures(services),
    publicCheckouts: publicCheckoutProcedures(services, publicReads),
    exchangeRates: exchangeRateProcedures(services, siteReads),
    webhooks: webhookProcedures(services),
    siteContent: siteContentProcedures(services, publicReads, siteReads),
    swap: swapProcedures(services),
    referrals: referralProcedures(services, publicReads),
    contractForms: contractFormProcedures(services, publicReads),
    walletAssets: walletAssetsProcedures(services, publicReads),
  });
}
