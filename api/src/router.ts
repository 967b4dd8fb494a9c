import { publicReadsLimit } from './http/public-reads-limit';
import { base, type Services } from './orpc';
import { healthProcedures } from './procedures/health';
import { userProcedures } from './procedures/user';
import { productCategoryProcedures } from './procedures/catalog/categories';
import { productCollectionProcedures } from './procedures/catalog/collections';
import { productProcedures } from './procedures/catalog/products';
import { checkoutProcedures } from './procedures/checkouts';
import { profileProcedures } from './procedures/profile';
import { commerceSettingsProcedures } from './procedures/commerce-settings';
import { creditsProcedures } from './procedures/credits';
import { notificationsProcedures } from './procedures/notifications';
import { ordersProcedures } from './procedures/orders';
import { apiKeyProcedures } from './procedures/api-key';
import { widgetProcedures } from './procedures/widgets';
import { leaderboardProcedures } from './procedures/leaderboards';
import { onchainProcedures } from './procedures/onchain';
import { imageProcedures } from './procedures/images';
import { aiProcedures } from './procedures/ai';
import { campaignProcedures } from './procedures/campaign';
import { walletConnectorsProcedures } from './procedures/wallet-connectors';
import { publicCheckoutProcedures } from './payments/public-checkout';
import { webhookProcedures } from './payments/webhook-procedures';
import { siteContentProcedures } from './procedures/site-content';
import { swapProcedures } from './procedures/swap';
import { referralProcedures } from './procedures/referrals';
import { contractFormProcedures } from './procedures/contract-forms';
import { walletAssetsProcedures } from './procedures/wallet-assets';

/** The implementation of the whole contract; `implement` makes the compiler check it is complete. */
export function createRouter(services: Services) {
  const publicReads = publicReadsLimit(services);
  return base.router({
    ...healthProcedures(services),
    user: { ...userProcedures(services), ...profileProcedures(services) },
    productCategories: productCategoryProcedures(services),
    products: productProcedures(services),
    productCollections: productCollectionProcedures(services),
    checkouts: checkoutProcedures(services),
    commerceSettings: commerceSettingsProcedures(services),
    orders: ordersProcedures(services, publicReads),
    notifications: notificationsProcedures(services),
    credits: creditsProcedures(services),
    widget: widgetProcedures(services),
    apiKey: apiKeyProcedures(services),
    leaderboards: leaderboardProcedures(services, publicReads),
    onchain: onchainProcedures(services),
    images: imageProcedures(services),
    ai: aiProcedures(services),
    campaign: campaignProcedures(services),
    walletConnectors: walletConnectorsProcedures(services),
    publicCheckouts: publicCheckoutProcedures(services, publicReads),
    webhooks: webhookProcedures(services),
    siteContent: siteContentProcedures(services),
    swap: swapProcedures(services),
    referrals: referralProcedures(services, publicReads),
    contractForms: contractFormProcedures(services, publicReads),
    walletAssets: walletAssetsProcedures(services, publicReads),
  });
}
