import * as z from 'zod/v4';
import { AddressSchema, SignatureSchema } from './common';
import { NftProfileSchema } from './profile';

export const MessageToSignSchema = z.object({
  /** The EIP-4361 (Sign-In with Ethereum) message the wallet signs, as issued by the server. */
  message: z.string(),
  nonce: z.string(),
  expiresAt: z.iso.datetime(),
});
export type MessageToSign = z.infer<typeof MessageToSignSchema>;

export const AddAccountInputSchema = z.object({
  address: AddressSchema,
  signature: SignatureSchema,
  /**
   * The nonce of the message signed (`message-to-sign`): the signature is checked against that
   * message alone, so messages others ask for the same address cannot push it out. Without it (an
   * older client), against the address's newest live messages.
   */
  nonce: z.string().min(1).max(100).optional(),
  /**
   * When true and signed in, the wallet is linked to the signed-in user (a second wallet). Otherwise
   * the request signs in as the wallet's owner — switching user if another one was signed in.
   */
  link: z.boolean().optional(),
});
export type AddAccountInput = z.infer<typeof AddAccountInputSchema>;

export const RemoveAccountInputSchema = z.object({ address: AddressSchema });

export const UserSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  /** Every wallet address linked to the user, lower-case, oldest first. */
  addresses: z.array(AddressSchema),
  createdAt: z.iso.datetime(),
  /** The NFT the user shows as profile picture; optional so older answers still parse. */
  nftProfile: NftProfileSchema.nullable().optional(),
});
export type User = z.infer<typeof UserSchema>;

/** The signed-in user, and the address of the wallet the current session signed in with. */
export const AuthenticatedAccountSchema = z.object({
  address: AddressSchema,
  user: UserSchema,
});
export type AuthenticatedAccount = z.infer<typeof AuthenticatedAccountSchema>;
