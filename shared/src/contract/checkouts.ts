import { oc } from '@orpc/contract';
import * as z from 'zod/v4';
import { BySiteQuerySchema, EntityIdSchema } from '../schemas/catalog';
import {
  CheckoutInputSchema,
  CheckoutListQuerySchema,
  CheckoutPageSchema,
  CheckoutPickPageSchema,
  CheckoutSchema,
} from '../schemas/checkout';
import { DeletedCountSchema } from '../schemas/orders';

const ById = z.object({ id: EntityIdSchema });
const checkout = oc.route({ tags: ['Checkouts'] });

export const checkoutsContract = {
  list: checkout
    .route({ method: 'GET', path: '/checkouts', summary: 'A page of the checkouts; q searches the title' })
    .input(CheckoutListQuerySchema)
    .output(CheckoutPageSchema),
  bySite: checkout
    .route({
      method: 'GET',
      path: '/checkouts/by-site/{siteId}',
      summary: "The checkout picker of a site's editor (id, title)",
    })
    .input(BySiteQuerySchema)
    .output(CheckoutPickPageSchema),
  create: checkout
    .route({
      method: 'POST',
      path: '/checkouts',
      summary: "Create a checkout (409 until the receiver's e-mail and address are set)",
    })
    .input(CheckoutInputSchema)
    .output(CheckoutSchema),
  get: checkout
    .route({ method: 'GET', path: '/checkouts/{id}', summary: 'One checkout with its items' })
    .input(ById)
    .output(CheckoutSchema),
  update: checkout
    .route({ method: 'PUT', path: '/checkouts/{id}', summary: 'Replace a checkout and its items' })
    .input(ById.extend(CheckoutInputSchema.shape))
    .output(CheckoutSchema),
  remove: checkout
    .route({ method: 'DELETE', path: '/checkouts/{id}', summary: 'Delete a checkout' })
    .input(ById)
    .output(DeletedCountSchema),
};
