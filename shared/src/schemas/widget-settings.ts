import * as z from 'zod/v4';
import { CHAINS } from '../constants/chains';
import { DOMAIN_PATTERN } from '../constants/limits';
import { AddressSchema, hasAtMostDecimals, HttpUrlSchema } from './common';
import { atLeast, atMostChars, coded, required } from '../i18n/validation';

/**
 * The settings a widget keeps beside its page (seed 001 §2–§5): fees, data (collections, tokens,
 * networks), contracts and the theme. Each is validated by the API when the config is saved.
 */

/** A chain the suite knows (`CHAINS`). */
export const KnownChainIdSchema = z
  .number(required)
  .int(coded('network'))
  .refine((chainId) => CHAINS.some((chain) => chain.id === chainId), coded('networkOfTheList'));

/* ---------- Theme ---------- */

/** The antd tokens a widget theme sets, in the order the editor shows them. */
export const THEME_COLOUR_TOKENS = [
  'colorPrimary',
  'colorBgBase',
  'colorTextBase',
  'colorSuccess',
  'colorWarning',
  'colorError',
] as const;
export type ThemeColourToken = (typeof THEME_COLOUR_TOKENS)[number];

export const THEME_COLOUR_TITLES: Record<ThemeColourToken, string> = {
  colorPrimary: 'Primary',
  colorBgBase: 'Background',
  colorTextBase: 'Text',
  colorSuccess: 'Success',
  colorWarning: 'Warning',
  colorError: 'Error',
};

export const HexColourSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, coded('hexColour'));

/** Theme colours by token name (`colorPrimary` → `#1677ff`); a token left out keeps the preset's. */
export const ThemeColoursSchema = z.partialRecord(z.enum(THEME_COLOUR_TOKENS), HexColourSchema);
export type ThemeColours = z.infer<typeof ThemeColoursSchema>;

export interface ThemePreset {
  id: string;
  title: string;
  light: Record<ThemeColourToken, string>;
  dark: Record<ThemeColourToken, string>;
}

/** `custom`: the owner's own light and dark colours over the default preset. */
export const CUSTOM_THEME_ID = 'custom';
export const DEFAULT_THEME_ID = 'default';

export const THEME_PRESETS: readonly ThemePreset[] = [
  {
    id: DEFAULT_THEME_ID,
    title: 'Default',
    light: {
      colorPrimary: '#1677ff',
      colorBgBase: '#ffffff',
      colorTextBase: '#000000',
      colorSuccess: '#52c41a',
      colorWarning: '#faad14',
      colorError: '#ff4d4f',
    },
    dark: {
      colorPrimary: '#1668dc',
      colorBgBase: '#000000',
      colorTextBase: '#ffffff',
      colorSuccess: '#49aa19',
      colorWarning: '#d89614',
      colorError: '#dc4446',
    },
  },
  {
    id: 'ocean',
    title: 'Ocean',
    light: {
      colorPrimary: '#0e7490',
      colorBgBase: '#f0fbff',
      colorTextBase: '#0b2530',
      colorSuccess: '#15803d',
      colorWarning: '#b45309',
      colorError: '#be123c',
    },
    dark: {
      colorPrimary: '#22d3ee',
      colorBgBase: '#061a22',
      colorTextBase: '#e6f7fb',
      colorSuccess: '#4ade80',
      colorWarning: '#fbbf24',
      colorError: '#fb7185',
    },
  },
  {
    id: 'forest',
    title: 'Forest',
    light: {
      colorPrimary: '#2f7d32',
      colorBgBase: '#f6fbf4',
      colorTextBase: '#13220f',
      colorSuccess: '#2f7d32',
      colorWarning: '#a16207',
      colorError: '#b91c1c',
    },
    dark: {
      colorPrimary: '#6fcf73',
      colorBgBase: '#0c160b',
      colorTextBase: '#e8f5e6',
      colorSuccess: '#6fcf73',
      colorWarning: '#facc15',
      colorError: '#f87171',
    },
  },
  {
    id: 'sunset',
    title: 'Sunset',
    light: {
      colorPrimary: '#e8590c',
      colorBgBase: '#fff8f1',
      colorTextBase: '#2b1608',
      colorSuccess: '#2b8a3e',
      colorWarning: '#f59f00',
      colorError: '#c92a2a',
    },
    dark: {
      colorPrimary: '#ff922b',
      colorBgBase: '#1c0f06',
      colorTextBase: '#fff4e6',
      colorSuccess: '#69db7c',
      colorWarning: '#ffd43b',
      colorError: '#ff8787',
    },
  },
  {
    id: 'violet',
    title: 'Violet',
    light: {
      colorPrimary: '#7048e8',
      colorBgBase: '#f8f6ff',
      colorTextBase: '#1b1430',
      colorSuccess: '#37b24d',
      colorWarning: '#f08c00',
      colorError: '#e03131',
    },
    dark: {
      colorPrimary: '#9775fa',
      colorBgBase: '#120d22',
      colorTextBase: '#f3f0ff',
      colorSuccess: '#8ce99a',
      colorWarning: '#ffc078',
      colorError: '#ffa8a8',
    },
  },
];

export function themePreset(id: string | undefined): ThemePreset {
  const found = THEME_PRESETS.find((preset) => preset.id === id);
  if (found) return found;
  const [fallback] = THEME_PRESETS;
  if (!fallback) throw new Error('THEME_PRESETS is empty');
  return fallback;
}

/* ---------- Fees ---------- */

export const FEE_PERCENTAGE_MAX: number = 10;
export const MARKETPLACE_FEES_MAX = 5;

const PercentageSchema = z
  .number(required)
  .gt(0, coded('greaterThanZero'))
  .max(FEE_PERCENTAGE_MAX, coded('atMostPercent', { max: FEE_PERCENTAGE_MAX }))
  .refine((value) => hasAtMostDecimals(value, 2), coded('atMostDecimals', { max: 2 }));

/** A fee: who receives it and what share of each trade (in percent). */
export const FeeSchema = z.object({
  recipient: AddressSchema,
  amountPercentage: PercentageSchema,
});
export type Fee = z.infer<typeof FeeSchema>;

export const WidgetFeesSchema = z.object({
  /** Fees on NFT marketplace sales (not for the Swap Kit). */
  marketplaceFees: z
    .array(FeeSchema)
    .max(MARKETPLACE_FEES_MAX, coded('atMostFees', { max: MARKETPLACE_FEES_MAX })),
  /** The fee on swaps (not for the NFT Kit); null for none. */
  swapFee: FeeSchema.nullable(),
});
export type WidgetFees = z.infer<typeof WidgetFeesSchema>;

/* ---------- Data: collections ---------- */

/** A site collection (NFT) as stored (seed 001 §3). */
export const SiteNftCollectionSchema = z.object({
  chainId: KnownChainIdSchema,
  contractAddress: AddressSchema,
  name: z.string().trim().min(1, required).max(100, atMostChars(100)),
  description: z.string().trim().max(1000, atMostChars(1000)).optional(),
  image: HttpUrlSchema,
  backgroundImage: HttpUrlSchema,
  uri: z.union([z.literal(''), HttpUrlSchema]).optional(),
  disableSecondarySells: z.boolean().optional(),
});
export type SiteNftCollection = z.infer<typeof SiteNftCollectionSchema>;

/** A site's collections (Data › Collections) as its visitors read them: the collection list page's. */
export const SiteNftCollectionListSchema = z.object({ items: z.array(SiteNftCollectionSchema) });
export type SiteNftCollectionList = z.infer<typeof SiteNftCollectionListSchema>;

/**
 * The collection form (seed 001 §5): chainId, contractAddress (valid address), name, backgroundUrl
 * and imageUrl required; description and uri optional.
 */
export const CollectionFormSchema = z.object({
  chainId: z.number(required).int(required),
  contractAddress: z.string().trim().min(1, required).pipe(AddressSchema),
  name: z.string().trim().min(1, required).max(100, atMostChars(100)),
  backgroundUrl: z.string().trim().min(1, required).pipe(HttpUrlSchema),
  imageUrl: z.string().trim().min(1, required).pipe(HttpUrlSchema),
  description: z.string().trim().max(1000, atMostChars(1000)).optional(),
  uri: z.union([z.literal(''), HttpUrlSchema]).optional(),
  disableSecondarySells: z.boolean().optional(),
});
export type CollectionForm = z.infer<typeof CollectionFormSchema>;

export const COLLECTIONS_MAX = 100;

/* ---------- Data: tokens and networks ---------- */

/** A token's or a contract's name, as the chain or the owner gives it. */
const AssetNameSchema = z.string().trim().min(1, required).max(100, atMostChars(100));
/** A token's or a contract's symbol (`USDC`). */
const AssetSymbolSchema = z.string().trim().min(1, required).max(20, atMostChars(20));

/** A token the widget offers (imported by its address; name, symbol and decimals read on chain). */
export const WidgetTokenSchema = z.object({
  chainId: KnownChainIdSchema,
  address: AddressSchema,
  name: AssetNameSchema,
  symbol: AssetSymbolSchema,
  decimals: z.number().int().min(0).max(255),
  logoURI: z.union([z.literal(''), HttpUrlSchema]).optional(),
});
export type WidgetToken = z.infer<typeof WidgetTokenSchema>;

export const TOKENS_MAX = 200;

/** The networks the widget works on; none chosen means every network of the list. */
export const WidgetNetworksSchema = z.object({
  chainIds: z
    .array(KnownChainIdSchema)
    .refine((chainIds) => new Set(chainIds).size === chainIds.length, coded('networkOnce')),
});
export type WidgetNetworks = z.infer<typeof WidgetNetworksSchema>;

/* ---------- Contracts ---------- */

export const CONTRACT_KINDS = ['token', 'nft'] as const;
export const ContractKindSchema = z.enum(CONTRACT_KINDS, coded('tokenOrNft'));
export type ContractKind = z.infer<typeof ContractKindSchema>;

export const CONTRACT_KIND_TITLES: Record<ContractKind, string> = {
  token: 'Token (ERC-20)',
  nft: 'NFT collection (ERC-721)',
};

/** A contract the owner deployed from the editor (DexContracts). */
export const WidgetContractSchema = z.object({
  kind: ContractKindSchema,
  chainId: KnownChainIdSchema,
  address: AddressSchema,
  name: AssetNameSchema,
  symbol: AssetSymbolSchema,
  /** The deployment transaction. */
  txHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, coded('deploymentHash')),
  createdAt: z.iso.datetime(),
});
export type WidgetContract = z.infer<typeof WidgetContractSchema>;

export const CONTRACTS_MAX = 100;

/** The deploy form: what the new contract is called; a token also mints its initial supply. */
export const CreateContractFormSchema = z
  .object({
    kind: ContractKindSchema,
    chainId: z.number(required).int(required),
    name: AssetNameSchema,
    symbol: AssetSymbolSchema.regex(/^[A-Za-z0-9]+$/, coded('lettersAndDigits')),
    /** Whole tokens minted to the deployer (tokens only). */
    initialSupply: z.number(required).int(coded('wholeNumber')).min(1, atLeast(1)).optional(),
  })
  .refine((value) => value.kind !== 'token' || value.initialSupply !== undefined, {
    ...required,
    path: ['initialSupply'],
  });
export type CreateContractForm = z.infer<typeof CreateContractFormSchema>;

/* ---------- Custom domain ---------- */

export const DomainSchema = z.string().trim().toLowerCase().regex(DOMAIN_PATTERN, coded('domain'));
