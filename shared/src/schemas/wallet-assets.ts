import * as z from 'zod/v4';
import { checksumAddress, isAddressFormat, keccak256Text } from '../constants/address';
import {
  AddressSchema,
  ChainIdTextSchema,
  SignatureSchema,
  TransactionHashSchema,
  WidgetIdSchema,
} from './common';
import { NftTokenIdSchema } from './profile';
import { atMostChars, coded, required } from '../i18n/validation';

/*
 * The wallet section's per-visitor data, kept by the API per site and wallet address: the ERC-20 tokens
 * a visitor imported and the NFTs they imported or sorted (favorite, hidden), and what the wallet reads
 * of the chain for them (activity, owned NFTs). Reads are public; a save is signed by the wallet
 * (ADR "Wallet section: a visitor's imports are saved signed by their wallet").
 */

/** A checksummed address (what is stored and signed: one spelling per address). */
const ChecksumAddressSchema = AddressSchema.refine(
  (value) => isAddressFormat(value),
  coded('address'),
).transform((value) => checksumAddress(value));

/** An ERC-20 token the visitor imported by its contract address, with what the chain said of it. */
export const ImportedTokenSchema = z.object({
  chainId: ChainIdTextSchema,
  address: ChecksumAddressSchema,
  symbol: z.string().trim().min(1, required).max(64, atMostChars(64)),
  name: z.string().trim().max(200, atMostChars(200)),
  decimals: z.number().int().min(0).max(255),
});
export type ImportedToken = z.infer<typeof ImportedTokenSchema>;

/**
 * An NFT the visitor imported by contract and token id, or one the wallet found they own and they
 * starred or hid: how they sorted it.
 */
export const ImportedNftSchema = z.object({
  chainId: ChainIdTextSchema,
  address: ChecksumAddressSchema,
  tokenId: NftTokenIdSchema,
  collectionName: z.string().max(200, atMostChars(200)).optional(),
  favorite: z.boolean().default(false),
  hidden: z.boolean().default(false),
});
export type ImportedNft = z.infer<typeof ImportedNftSchema>;

export const WALLET_TOKENS_MAX = 100;
export const WALLET_NFTS_MAX = 500;

export const WalletAssetsSchema = z.object({
  tokens: z
    .array(ImportedTokenSchema)
    .max(WALLET_TOKENS_MAX, coded('atMostTokens', { max: WALLET_TOKENS_MAX })),
  nfts: z.array(ImportedNftSchema).max(WALLET_NFTS_MAX, coded('atMostNfts', { max: WALLET_NFTS_MAX })),
});
export type WalletAssets = z.infer<typeof WalletAssetsSchema>;

export const WalletAssetsScopeSchema = z.object({
  siteId: WidgetIdSchema,
  address: ChecksumAddressSchema,
});

/** What a site's wallet keeps for one address; empty lists and a null `updatedAt` before a first save. */
export const StoredWalletAssetsSchema = WalletAssetsSchema.extend({
  updatedAt: z.iso.datetime().nullable(),
});
export type StoredWalletAssets = z.infer<typeof StoredWalletAssetsSchema>;

/** A save: the whole new lists, when they were signed, and the wallet's EIP-191 signature of `walletAssetsMessage`. */
export const SaveWalletAssetsInputSchema = WalletAssetsScopeSchema.extend(WalletAssetsSchema.shape).extend({
  signedAt: z.iso.datetime(coded('isoDateTime')),
  signature: SignatureSchema,
});
export type SaveWalletAssetsInput = z.input<typeof SaveWalletAssetsInputSchema>;

/** A signature older (or further ahead) than this is refused: the visitor signs again. */
export const WALLET_ASSETS_SIGNATURE_MAX_AGE_MS = 5 * 60_000;

/**
 * The hash the visitor signs of their lists: keccak-256 of a JSON of every field in a fixed order, so
 * the browser and the API compute it alike from the parsed lists.
 */
export function walletAssetsHash(assets: WalletAssets): `0x${string}` {
  const canonical = {
    tokens: assets.tokens.map((token) => [
      token.chainId,
      checksumAddress(token.address),
      token.symbol,
      token.name,
      token.decimals,
    ]),
    nfts: assets.nfts.map((nft) => [
      nft.chainId,
      checksumAddress(nft.address),
      nft.tokenId,
      nft.collectionName ?? null,
      nft.favorite,
      nft.hidden,
    ]),
  };
  return keccak256Text(JSON.stringify(canonical));
}

/** The EIP-191 message a wallet signs to save its lists on a site: it names the site, the address, the lists and the time. */
export function walletAssetsMessage(input: {
  siteId: number;
  address: string;
  assets: WalletAssets;
  signedAt: string;
}): string {
  return [
    'Save my imported tokens and NFTs in this wallet section.',
    '',
    `Site: ${input.siteId}`,
    `Address: ${checksumAddress(input.address)}`,
    `Lists: ${walletAssetsHash(input.assets)}`,
    `Signed at: ${input.signedAt}`,
  ].join('\n');
}

/* ---------- Activity ---------- */

export const ACTIVITY_PAGE_SIZE_MAX = 50;
export const ACTIVITY_TOKENS_MAX = 50;

export const WalletActivityInputSchema = z.object({
  chainId: ChainIdTextSchema,
  address: ChecksumAddressSchema,
  /** The ERC-20 contracts whose transfers to list, comma-separated (the wallet's token list). */
  tokens: z
    .string()
    .trim()
    .default('')
    .transform((value) => (value ? value.split(',').map((part) => part.trim()) : []))
    .pipe(
      z
        .array(ChecksumAddressSchema)
        .max(ACTIVITY_TOKENS_MAX, coded('atMostTokens', { max: ACTIVITY_TOKENS_MAX }))
        .transform((list) => [...new Set(list)]),
    ),
  /**
   * Only the transfers whose token symbol holds this text (any case), counted and paged as such: the
   * Activity tab's search covers every page, not the one shown.
   */
  search: z.string().trim().max(64, atMostChars(64)).default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_SIZE_MAX).default(10),
});
export type WalletActivityInput = z.input<typeof WalletActivityInputSchema>;

export const ActivityTransferSchema = z.object({
  /** `{transactionHash}:{logIndex}` for a token transfer, `{transactionHash}` for a native one. */
  id: z.string(),
  kind: z.enum(['native', 'erc20']),
  /** The ERC-20 contract; null for the chain's own currency. */
  token: z.string().nullable(),
  symbol: z.string(),
  decimals: z.number().int(),
  direction: z.enum(['sent', 'received', 'self']),
  counterparty: z.string(),
  /** In the token's smallest unit, as a decimal string. */
  value: z.string(),
  blockNumber: z.number().int(),
  /** The block's time; null when it could not be read. */
  timestamp: z.iso.datetime().nullable(),
  transactionHash: TransactionHashSchema,
});
export type ActivityTransfer = z.infer<typeof ActivityTransferSchema>;

export const NATIVE_ACTIVITY_SOURCES = ['chain', 'explorer', 'none'] as const;

export const WalletActivitySchema = z.object({
  items: z.array(ActivityTransferSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Where the native transfers come from: the chain's blocks (local chain), an explorer API, or nowhere. */
  nativeSource: z.enum(NATIVE_ACTIVITY_SOURCES),
  /** What the list covers, in words for the visitor (the block windows, the explorer's latest). */
  notes: z.array(z.string()),
  /** Why native transfers are missing (no explorer on this network, or it failed); null when listed. */
  nativeNote: z.string().nullable(),
});
export type WalletActivity = z.infer<typeof WalletActivitySchema>;

/* ---------- Owned NFTs ---------- */

export const OwnedNftsInputSchema = WalletAssetsScopeSchema.extend({ chainId: ChainIdTextSchema });
export type OwnedNftsInput = z.input<typeof OwnedNftsInputSchema>;

export const OwnedNftSchema = z.object({
  chainId: z.number().int(),
  /** Checksummed. */
  contractAddress: z.string(),
  tokenId: z.string(),
  standard: z.enum(['erc721', 'erc1155']),
  /** How many the address holds (1 for an ERC-721). */
  balance: z.string(),
  collectionName: z.string().nullable(),
});
export type OwnedNft = z.infer<typeof OwnedNftSchema>;

export const OwnedNftsSchema = z.object({
  items: z.array(OwnedNftSchema),
  /** Contracts that could not be read (no NFT contract there, the RPC refused the log range…). */
  unreadable: z.array(z.object({ contractAddress: z.string(), message: z.string() })),
});
export type OwnedNfts = z.infer<typeof OwnedNftsSchema>;
