import { oc } from '@orpc/contract';
import {
  CreditHistoryPageSchema,
  CreditHistoryQuerySchema,
  CreditPlanInputSchema,
  CreditsAccountSchema,
  CreditsTopUpInputSchema,
  CreditsTopUpOptionsSchema,
  FeatureInputSchema,
  FeatureStatusSchema,
  TopUpIdSchema,
} from '../schemas/credits';
import { PaymentRequestSchema, ReportPaymentInputSchema } from '../schemas/payments';

const credits = oc.route({ tags: ['Credits and premium features'] });

export const creditsContract = {
  account: credits
    .route({
      method: 'GET',
      path: '/credits',
      summary: 'The credits account in USD (created with plan free when missing)',
    })
    .output(CreditsAccountSchema),
  createPlan: credits
    .route({ method: 'POST', path: '/credits/plan', summary: 'Create the credits account with a plan' })
    .input(CreditPlanInputSchema)
    .output(CreditsAccountSchema),
  history: credits
    .route({
      method: 'GET',
      path: '/credits/history',
      summary: 'Every change of the credits: top-ups, 0.5 USD per processed order, premium unlocks, API use',
    })
    .input(CreditHistoryQuerySchema)
    .output(CreditHistoryPageSchema),
  topUpOptions: credits
    .route({
      method: 'GET',
      path: '/credits/top-up-options',
      summary: 'The networks and stablecoins credits can be bought with on this server',
    })
    .output(CreditsTopUpOptionsSchema),
  topUp: credits
    .route({
      method: 'POST',
      path: '/credits/top-ups',
      summary:
        'Buy credits: a payment request to the platform’s receiver; the credits are added once the payment is confirmed on chain',
      description: 'Answers 503 when the chain cannot be read (nothing is charged).',
    })
    .input(CreditsTopUpInputSchema)
    .output(PaymentRequestSchema),
  getTopUp: credits
    .route({
      method: 'GET',
      path: '/credits/top-ups/{id}',
      summary: 'A credits top-up and how far its payment is',
    })
    .input(TopUpIdSchema)
    .output(PaymentRequestSchema),
  reportTopUpPayment: credits
    .route({
      method: 'POST',
      path: '/credits/top-ups/{id}/payment',
      summary:
        'Report the transaction that paid a top-up; it counts only if it carries the top-up’s reference',
    })
    .input(ReportPaymentInputSchema)
    .output(PaymentRequestSchema),
  feature: credits
    .route({ method: 'GET', path: '/features/{feature}', summary: 'Whether a premium feature is active' })
    .input(FeatureInputSchema)
    .output(FeatureStatusSchema),
  unlockFeature: credits
    .route({
      method: 'POST',
      path: '/features/{feature}/unlock',
      summary: 'Unlock a premium feature for a month: 100 USD from credits',
    })
    .input(FeatureInputSchema)
    .output(FeatureStatusSchema),
  disableFeature: credits
    .route({ method: 'POST', path: '/features/{feature}/disable', summary: 'Disable a premium feature' })
    .input(FeatureInputSchema)
    .output(FeatureStatusSchema),
};
