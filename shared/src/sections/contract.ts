import * as z from 'zod/v4';
import {
  atMostChars,
  coded,
  validationMessage,
  CONTRACT_FUNCTIONS_MAX,
  DEFAULT_SECTION_CHAIN_ID,
  functionSignature,
  parseAbiFunctions,
} from '@suite/shared';
import { AddressSchema, ContractAbiSchema, SectionChainIdSchema } from '@suite/shared/schemas';

/**
 * The contract section (the seed shows no fields): a contract on a chain, its ABI as pasted (JSON),
 * and which of its functions visitors get as inputs and a button — reads answer from the chain,
 * writes are sent from the visitor's own wallet.
 */
export const ContractConfigSchema = z
  .object({
    title: z.string().trim().max(200, atMostChars(200)),
    chainId: SectionChainIdSchema,
    address: AddressSchema,
    abi: ContractAbiSchema,
    functions: z
      .array(z.string().max(1000))
      .min(1, coded('chooseFunction'))
      .max(CONTRACT_FUNCTIONS_MAX, coded('atMostFunctions', { max: CONTRACT_FUNCTIONS_MAX })),
  })
  .superRefine((config, context) => {
    const parsed = parseAbiFunctions(config.abi);
    if (parsed.error !== undefined) return;
    const known = new Set(parsed.functions.map(functionSignature));
    const missing = config.functions.find((signature) => !known.has(signature));
    if (missing) {
      context.addIssue({
        code: 'custom',
        path: ['functions'],
        message: validationMessage('notInAbi', { signature: missing }),
      });
    }
  });
export type ContractConfig = z.input<typeof ContractConfigSchema>;

/** A new contract section: Ethereum, no address, ABI or function yet. */
export const CONTRACT_DEFAULTS: ContractConfig = {
  title: '',
  chainId: DEFAULT_SECTION_CHAIN_ID,
  address: '',
  abi: '',
  functions: [],
};
