import * as z from 'zod/v4';
import { SectionHttpUrlSchema } from './section-parts';
import { atMostChars, coded, validationMessage, DEFAULT_SECTION_CHAIN_ID } from '@suite/shared';
import { AddressSchema, SectionChainIdSchema } from '@suite/shared/schemas';

export const DEX_SOURCES = ['contracts', 'url'] as const;
export type DexSource = (typeof DEX_SOURCES)[number];
export const DEX_TOKENS_MAX = 20;
/** 0.30%, the pool fee of Uniswap-V2-style DEXes, in basis points. */
export const DEX_DEFAULT_FEE_BPS = 30;
export const DEX_FEE_BPS_MAX = 1000;
/** The slippage the swap box accepts on a quote before the transaction reverts. */
export const DEX_SLIPPAGE_BPS = 50;

export const DexTokenSchema = z.object({
  address: AddressSchema,
  symbol: z.string().trim().min(1, coded('symbolRequired')).max(12, atMostChars(12)),
  decimals: z
    .number(coded('wholeNumberUpTo', { max: 36 }))
    .int(coded('wholeNumberUpTo', { max: 36 }))
    .min(0, coded('wholeNumberUpTo', { max: 36 }))
    .max(36, coded('wholeNumberUpTo', { max: 36 })),
});
export type DexToken = z.infer<typeof DexTokenSchema>;

const OptionalAddressSchema = z.union([z.literal(''), AddressSchema]);

/**
 * The DEX generator section. The seed names the type and nothing else, so this reading was chosen:
 * the section shows a DEX the owner generated (the widget editor's DexContracts create and manage
 * Uniswap-V2-style factory and router contracts), in one of two ways —
 * - `contracts`: a swap box built here on the DEX's router (quotes with `getAmountsOut`, swaps with
 *   `swapExactTokensForTokens` from the visitor's wallet) and its factory (`getPair`, to say when a
 *   pair has no pool), between the tokens listed;
 * - `url`: the generated DEX's own app, embedded in a sandboxed frame, for DEXes hosted elsewhere.
 * `feeBps` is the pool fee the contracts were deployed with. It is shown to visitors, not charged
 * by the section: the router already takes it on chain, so quotes include it.
 * Rejected: storing only a URL (no DEX on this suite's own contracts) and a fee the section would
 * add on top (a second, hidden fee visitors never agreed to).
 */
export const DexGeneratorConfigSchema = z
  .object({
    title: z.string().trim().min(1, coded('titleRequired')).max(200, atMostChars(200)),
    description: z.string().trim().max(1000, atMostChars(1000)),
    chainId: SectionChainIdSchema,
    source: z.enum(DEX_SOURCES, coded('chooseDexSource')),
    url: z.union([z.literal(''), SectionHttpUrlSchema]),
    factoryAddress: OptionalAddressSchema,
    routerAddress: OptionalAddressSchema,
    tokens: z.array(DexTokenSchema).max(DEX_TOKENS_MAX, coded('atMostTokens', { max: DEX_TOKENS_MAX })),
    feeBps: z
      .number(coded('basisPoints'))
      .int(coded('wholeBasisPoints'))
      .min(0, coded('atLeastZero'))
      .max(
        DEX_FEE_BPS_MAX,
        coded('atMostBasisPoints', { max: DEX_FEE_BPS_MAX, percent: DEX_FEE_BPS_MAX / 100 }),
      ),
  })
  .superRefine((config, context) => {
    if (config.source === 'url' && config.url === '') {
      context.addIssue({ code: 'custom', path: ['url'], message: validationMessage('dexUrlRequired') });
    }
    if (config.source === 'contracts') {
      if (config.routerAddress === '') {
        context.addIssue({
          code: 'custom',
          path: ['routerAddress'],
          message: validationMessage('routerRequired'),
        });
      }
      if (config.factoryAddress === '') {
        context.addIssue({
          code: 'custom',
          path: ['factoryAddress'],
          message: validationMessage('factoryRequired'),
        });
      }
      if (config.tokens.length < 2) {
        context.addIssue({
          code: 'custom',
          path: ['tokens'],
          message: validationMessage('addTwoTokensToTrade'),
        });
      }
    }
    const seen = new Set<string>();
    config.tokens.forEach((token, index) => {
      const key = token.address.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['tokens', index, 'address'],
          message: validationMessage('tokenAlreadyListed'),
        });
      }
      seen.add(key);
    });
  });
export type DexGeneratorConfig = z.input<typeof DexGeneratorConfigSchema>;

/** A new DEX section: Ethereum, shown from its contracts (still to fill in), the 0.30% pool fee. */
export const DEX_GENERATOR_DEFAULTS: DexGeneratorConfig = {
  title: '',
  description: '',
  chainId: DEFAULT_SECTION_CHAIN_ID,
  source: 'contracts',
  url: '',
  factoryAddress: '',
  routerAddress: '',
  tokens: [],
  feeBps: DEX_DEFAULT_FEE_BPS,
};
