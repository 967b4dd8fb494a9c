import { oc } from '@orpc/contract';
import {
  CreditPlanInputSchema,
  CreditsAccountSchema,
  FeatureInputSchema,
  FeatureStatusSchema,
} from '../schemas/credits';

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
