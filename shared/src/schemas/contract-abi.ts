// A contract's ABI as a site owner pastes it, checked: what the contract section and the contract
// forms (`schemas/contract-form.ts`) share. Reading it is `abi-functions.ts`, without zod.
import * as z from 'zod/v4';
import { CHAINS } from '../constants/chains';
import { atMostChars, coded } from '../i18n/validation';
import { CONTRACT_ABI_MAX_LENGTH, parseAbiFunctions } from './abi-functions';

/** A chain the suite's wallet config knows (reads and writes go through it). */
export const SectionChainIdSchema = z
  .number(coded('chooseNetwork'))
  .int(coded('chooseNetwork'))
  .refine((id) => CHAINS.some((chain) => chain.id === id), coded('chooseNetwork'));

/** A contract's JSON ABI as pasted: valid JSON with at least one function, checked by `parseAbiFunctions`. */
export const ContractAbiSchema = z
  .string()
  .trim()
  .min(1, coded('pasteAbi'))
  .max(CONTRACT_ABI_MAX_LENGTH, atMostChars(CONTRACT_ABI_MAX_LENGTH))
  .superRefine((abi, context) => {
    if (abi === '') return;
    const parsed = parseAbiFunctions(abi);
    if (parsed.error !== undefined) context.addIssue({ code: 'custom', message: parsed.error });
  });
