import * as z from 'zod/v4';
import { AddressSchema, ChainIdTextSchema, WidgetIdSchema } from './common';
import { URL_MAX } from '../constants/limits';
import { atMostChars, coded, required } from '../i18n/validation';

/** Words of the admin's own routes under `/u/`: a profile there (`/u/account`) could never be opened. */
const RESERVED_USERNAMES: readonly string[] = ['account'];

/** Usernames are compared lower-case, so `Alice` and `alice` are the same name. */
export const UsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, coded('atLeastChars', { min: 3 }))
  .max(30, atMostChars(30))
  .regex(/^[a-z0-9_]+$/, coded('usernameCharacters'))
  .refine((name) => !RESERVED_USERNAMES.includes(name), coded('usernameReserved'));

/**
 * An image or link: an http(s) URL, or a path on this server (uploaded images are `/api/uploads/…`);
 * not `//host` nor `/\host`, which a browser reads as another server.
 */
export const ProfileUrlSchema = z
  .string()
  .trim()
  .max(URL_MAX, atMostChars(URL_MAX))
  .refine(
    (value) => /^\/[^/\\]/.test(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success,
    coded('url'),
  );

/** Optional profile text: absent leaves it unchanged, null or empty clears it. */
function optionalText<T extends z.ZodType<string>>(schema: T) {
  return z
    .union([z.literal(''), schema])
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}

export const StoreProfileSchema = z.object({
  title: z.string().nullable(),
  name: z.string().nullable(),
  profileImageURL: z.string().nullable(),
  backgroundImageURL: z.string().nullable(),
  description: z.string().nullable(),
  storeAccount: z.string().nullable(),
});
export type StoreProfile = z.infer<typeof StoreProfileSchema>;

export const ProfileUpsertInputSchema = z.object({
  username: UsernameSchema,
  bio: optionalText(z.string().max(500, atMostChars(500))),
  /** The widget (site) the profile was first saved from, by its id; kept from the first save. */
  createdOnSiteId: z
    .union([z.string(), z.number()], coded('widgetId'))
    .optional()
    .refine(
      (value) => value === undefined || value === '' || WidgetIdSchema.safeParse(value).success,
      coded('widgetId'),
    )
    .transform((value) =>
      value === undefined || value === '' ? undefined : String(WidgetIdSchema.parse(value)),
    ),
  title: optionalText(z.string().max(100, atMostChars(100))),
  name: optionalText(z.string().max(100, atMostChars(100))),
  profileImageURL: optionalText(ProfileUrlSchema),
  backgroundImageURL: optionalText(ProfileUrlSchema),
  description: optionalText(z.string().max(2000, atMostChars(2000))),
  storeAccount: optionalText(AddressSchema),
});
export type ProfileUpsertInput = z.input<typeof ProfileUpsertInputSchema>;

/** A token id is a uint256: digits, kept as text so no precision is lost. */
export const NftTokenIdSchema = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,78}$/, coded('tokenId'));

export const NftProfileSchema = z.object({
  nftChainId: z.number().int(),
  nftAddress: AddressSchema,
  nftId: z.string(),
});
export type NftProfile = z.infer<typeof NftProfileSchema>;

/** A profile anyone may see: nothing private (no linked wallets). */
export const PublicProfileSchema = z.object({
  username: z.string(),
  bio: z.string().nullable(),
  nftProfile: NftProfileSchema.nullable(),
  storeProfile: StoreProfileSchema,
  createdAt: z.iso.datetime(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

export const UsernameInputSchema = z.object({ username: z.string().trim().min(1, required).max(100) });
export const UsernameExistsSchema = z.object({ exists: z.boolean() });

/** Blank parameters count as missing, so the seed's "missing parameters" answer covers them too. */
const blankIsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Checked field by field in the handler: a missing one answers the seed's message. */
export const NftOwnershipInputSchema = z.object({
  nftChainId: z.preprocess(blankIsMissing, ChainIdTextSchema.optional()),
  nftAddress: z.preprocess(blankIsMissing, AddressSchema.optional()),
  nftId: z.preprocess(blankIsMissing, NftTokenIdSchema.optional()),
});
export type NftOwnershipInput = z.input<typeof NftOwnershipInputSchema>;

export const NftOwnershipResultSchema = z.object({
  success: z.boolean(),
  /** Why not, in English (seed 001 §8: the client shows it when `success` is false). */
  message: z.string().optional(),
  /** The same as an API error's reason and values, for a page to word in its language. */
  reason: z.string().optional(),
  values: z.object({ chainId: z.number().int().optional() }).optional(),
});
export type NftOwnershipResult = z.infer<typeof NftOwnershipResultSchema>;

export const SetNftProfileInputSchema = z.object({
  nftChainId: ChainIdTextSchema,
  nftAddress: AddressSchema,
  nftId: NftTokenIdSchema,
});

/** The signed-in user's own profile, as the profile form loads and saves it. */
export const OwnProfileSchema = PublicProfileSchema.extend({
  username: z.string().nullable(),
  createdOnSiteId: z.string().nullable(),
});
export type OwnProfile = z.infer<typeof OwnProfileSchema>;
