import { oc } from '@orpc/contract';
import { PublicCheckoutIdSchema, PublicCheckoutSchema } from '../schemas/public-checkout';

export const publicCheckoutsContract = {
  get: oc
    .route({
      method: 'GET',
      path: '/checkouts/{id}/public',
      tags: ['Checkouts'],
      summary:
        'Public: a checkout as its customer sees it (items, current prices, receiver, payable networks, or why it cannot be paid)',
    })
    .input(PublicCheckoutIdSchema)
    .output(PublicCheckoutSchema),
};
