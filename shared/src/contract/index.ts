import { oc } from '@orpc/contract';
import { HealthSchema, LivenessSchema } from '../schemas/health';
import { commerceSettingsContract } from './commerce-settings';
import { creditsContract } from './credits';
import { notificationsContract } from './notifications';
import { ordersContract } from './orders';
import { userContract } from './user';
import { productCategoriesContract, productCollectionsContract, productsContract } from './catalog';
import { checkoutsContract } from './checkouts';
import { widgetsContract } from './widgets';
import { apiKeyContract } from './api-key';
import { leaderboardsContract } from './leaderboards';
import { onchainContract } from './onchain';
import { imagesContract } from './images';
import { aiContract } from './ai';
import { campaignContract } from './campaign';
import { walletConnectorsContract } from './wallet-connectors';
import { publicCheckoutsContract } from './public-checkouts';
import { exchangeRatesContract } from './exchange-rates';
import { webhooksContract } from './webhooks';
import { siteContentContract } from './site-content';
import { swapContract } from './swap';
import { referralsContract } from './referrals';
import { contractFormsContract } from './contract-forms';
import { walletAssetsContract } from './wallet-assets';

/**
 * The whole HTTP API, contract-first. Paths are those of the seeds' call tables; the server mounts
 * them under `/api`.
 */
export const contract = {
  health: oc
    .route({
      method: 'GET',
      path: '/health',
      tags: ['System'],
      summary:
        'Readiness: a database round trip and the database in use; 503 while the database is unreachable',
    })
    .output(HealthSchema),
  liveness: oc
    .route({
      method: 'GET',
      path: '/health/live',
      tags: ['System'],
      summary: 'Liveness: the process answers (no database call)',
    })
    .output(LivenessSchema),
  user: userContract,
  productCategories: productCategoriesContract,
  products: productsContract,
  productCollections: productCollectionsContract,
  checkouts: checkoutsContract,
  widget: widgetsContract,
  apiKey: apiKeyContract,
  leaderboards: leaderboardsContract,
  onchain: onchainContract,
  images: imagesContract,
  ai: aiContract,
  campaign: campaignContract,
  walletConnectors: walletConnectorsContract,
  siteContent: siteContentContract,
  swap: swapContract,
  commerceSettings: commerceSettingsContract,
  orders: ordersContract,
  notifications: notificationsContract,
  credits: creditsContract,
  publicCheckouts: publicCheckoutsContract,
  exchangeRates: exchangeRatesContract,
  webhooks: webhooksContract,
  referrals: referralsContract,
  contractForms: contractFormsContract,
  walletAssets: walletAssetsContract,
};

export type Contract = typeof contract;
