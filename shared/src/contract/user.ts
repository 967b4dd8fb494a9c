import { oc } from '@orpc/contract';
import * as z from 'zod/v4';
import { AddressSchema, OkSchema } from '../schemas/common';
import {
  AddAccountInputSchema,
  AuthenticatedAccountSchema,
  MessageToSignSchema,
  RemoveAccountInputSchema,
} from '../schemas/user';
import {
  NftOwnershipInputSchema,
  NftOwnershipResultSchema,
  OwnProfileSchema,
  ProfileUpsertInputSchema,
  PublicProfileSchema,
  SetNftProfileInputSchema,
  UsernameExistsSchema,
  UsernameInputSchema,
} from '../schemas/profile';

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
        'Verify the signed message and sign in as the owner of the wallet (sets the session cookie); with link: true while signed in, links the wallet to the signed-in user',
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
  logoutAll: user
    .route({
      method: 'POST',
      path: '/user/logout-all',
      summary:
        'Sign out everywhere: revoke every session of the signed-in user (all devices) and clear the cookie',
    })
    .output(OkSchema),
  // Profiles (implemented in api/src/procedures/user/profile.ts).
  upsert: user
    .route({
      method: 'POST',
      path: '/user/upsert',
      summary:
        "Save the signed-in user's profile: username (unique, case-insensitive), bio and store profile; absent fields stay, null clears",
    })
    .input(ProfileUpsertInputSchema)
    .output(OwnProfileSchema),
  profile: user
    .route({
      method: 'GET',
      path: '/user/profile',
      summary: "The signed-in user's own profile, for the profile form",
    })
    .output(OwnProfileSchema),
  usernameExists: user
    .route({
      method: 'GET',
      path: '/user/username-exists/{username}',
      summary: 'Whether a username is taken (case-insensitive)',
    })
    .input(UsernameInputSchema)
    .output(UsernameExistsSchema),
  byUsername: user
    .route({ method: 'GET', path: '/user/username/{username}', summary: "A user's public profile" })
    .input(UsernameInputSchema)
    .output(PublicProfileSchema),
  validateNftOwnership: user
    .route({
      method: 'POST',
      path: '/user/validate-nft-ownership',
      summary:
        "Whether one of the signed-in user's wallets owns the ERC-721 token, read on chain (ownerOf through the chain's RPC)",
    })
    .input(NftOwnershipInputSchema)
    .output(NftOwnershipResultSchema),
  setNftProfile: user
    .route({
      method: 'POST',
      path: '/user/set-nft-profile',
      summary: 'Use an NFT the signed-in user owns (checked on chain) as profile picture',
    })
    .input(SetNftProfileInputSchema)
    .output(OwnProfileSchema),
  clearNftProfile: user
    .route({
      method: 'POST',
      path: '/user/clear-nft-profile',
      summary: "Stop using an NFT as the signed-in user's profile picture",
    })
    .output(OwnProfileSchema),
};
