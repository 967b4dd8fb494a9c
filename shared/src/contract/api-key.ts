import { oc } from '@orpc/contract';
import { ApiKeySchema } from '../schemas/api-key';

const apiKey = oc.route({ tags: ['API key'] });

export const apiKeyContract = {
  byAccount: apiKey
    .route({
      method: 'GET',
      path: '/api-key/by-account',
      summary: "The signed-in user's API key and this month's request count, or 404 when none was created",
    })
    .output(ApiKeySchema),
  create: apiKey
    .route({
      method: 'POST',
      path: '/api-key',
      summary: 'Create the API key (409 when one exists: rotate it)',
    })
    .output(ApiKeySchema),
  rotate: apiKey
    .route({
      method: 'POST',
      path: '/api-key/rotate',
      summary: "Replace the API key's value; the old one stops working at once, the month's count is kept",
    })
    .output(ApiKeySchema),
};
