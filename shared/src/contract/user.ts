import { oc } from '@orpc/contract';
import { z } from 'zod';
import { AddressSchema, OkSchema } from '../schemas/common';
import {
  AddAccountInputSchema,
  AuthenticatedAccountSchema,
  MessageToSignSchema,
  RemoveAccountInputSchema,
} from '../schemas/user';

const user = oc.route({ tags: ['User'] });

export const userContract = {
  messageToSign: user
    .route({
      method: 'GET',
      path: '/user/message-to-sign/{address}',
      summary: 'Issue a Sign-In with Ethereum message with a single-use nonce for this address',
    })
    .input(z.object({ address: AddressSchema }))
    .output(MessageToSignSchema),
  addAccount: user
    .route({
      method: 'POST',
      path: '/user/add-account',
      summary:
        'Verify the signed message and sign in (sets the session cookie); when already signed in, links the address to the user',
    })
    .input(AddAccountInputSchema)
    .output(AuthenticatedAccountSchema),
  authenticatedAccount: user
    .route({
      method: 'GET',
      path: '/user/authenticated/account',
      summary: 'The signed-in user, or 401',
    })
    .output(AuthenticatedAccountSchema),
  removeAccount: user
    .route({
      method: 'POST',
      path: '/user/remove-account',
      summary: 'Unlink a wallet address from the signed-in user (never the last one)',
    })
    .input(RemoveAccountInputSchema)
    .output(AuthenticatedAccountSchema),
  logout: user
    .route({ method: 'POST', path: '/user/logout', summary: 'End the current session and clear its cookie' })
    .output(OkSchema),
};
