// A contract's ABI as a site owner pastes it, read without a schema library: what the contract section,
// the contract forms and their schemas (`contract-abi.ts`) share, in the package's root.
import type { AbiFunction, AbiParameter, AbiStateMutability } from 'viem';
import { validationMessage } from '../i18n/validation';
import { isRecord } from '../is-record';

/** A new contract or DEX section starts on Ethereum (seed 000 §9: default chain id 1). */
export const DEFAULT_SECTION_CHAIN_ID = 1;
export const CONTRACT_ABI_MAX_LENGTH = 500_000;
export const CONTRACT_FUNCTIONS_MAX = 50;

const STATE_MUTABILITIES: readonly AbiStateMutability[] = ['pure', 'view', 'nonpayable', 'payable'];
const PARAMETER_TYPE =
  /^(u?int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?|address|bool|string|bytes([1-9]|[12]\d|3[0-2])?|tuple|function|u?fixed(\d+x\d+)?)(\[\d*\])*$/;

function isStateMutability(value: unknown): value is AbiStateMutability {
  return STATE_MUTABILITIES.some((mutability) => mutability === value);
}

/** A JSON ABI parameter: a Solidity type, an optional name, and the components of a tuple. */
export function isAbiParameter(value: unknown): value is AbiParameter {
  if (!isRecord(value) || typeof value.type !== 'string' || !PARAMETER_TYPE.test(value.type)) return false;
  if (value.name !== undefined && typeof value.name !== 'string') return false;
  if (value.type.startsWith('tuple')) {
    return Array.isArray(value.components) && value.components.every(isAbiParameter);
  }
  return true;
}

function isParameterList(value: unknown): value is AbiParameter[] {
  return Array.isArray(value) && value.every(isAbiParameter);
}

/**
 * A function entry of a JSON ABI, as viem takes it. Old compilers wrote `constant`/`payable` instead
 * of `stateMutability`; those are read the same way.
 */
function toAbiFunction(item: Record<string, unknown>): AbiFunction | string {
  const name = item.name;
  if (typeof name !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(name))
    return validationMessage('abiFunctionName');
  const inputs = item.inputs ?? [];
  const outputs = item.outputs ?? [];
  if (!isParameterList(inputs)) return validationMessage('abiInputs', { name });
  if (!isParameterList(outputs)) return validationMessage('abiOutputs', { name });
  const stateMutability = isStateMutability(item.stateMutability)
    ? item.stateMutability
    : item.constant === true
      ? 'view'
      : item.payable === true
        ? 'payable'
        : 'nonpayable';
  return { type: 'function', name, inputs, outputs, stateMutability };
}

export type AbiParseResult =
  { functions: AbiFunction[]; error?: undefined } | { error: string; functions?: undefined };

/**
 * Reads a pasted ABI: a JSON array (or a compiler artifact with an `abi` array) whose function
 * entries are checked; events, errors and the constructor are ignored. Never throws. The error is
 * worded in the validation messages' language of the moment (English on the API).
 */
export function parseAbiFunctions(text: string): AbiParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: validationMessage('abiNotJson') };
  }
  const items = isRecord(json) ? json.abi : json;
  if (!Array.isArray(items)) return { error: validationMessage('abiNotArray') };
  const functions: AbiFunction[] = [];
  for (const item of items) {
    if (!isRecord(item) || typeof item.type !== 'string') return { error: validationMessage('abiEntryType') };
    if (item.type !== 'function') continue;
    const parsed = toAbiFunction(item);
    if (typeof parsed === 'string') return { error: parsed };
    functions.push(parsed);
  }
  if (functions.length === 0) return { error: validationMessage('abiNoFunctions') };
  return { functions };
}

function canonicalType(parameter: AbiParameter): string {
  if ('components' in parameter && parameter.type.startsWith('tuple')) {
    return `(${parameter.components.map(canonicalType).join(',')})${parameter.type.slice('tuple'.length)}`;
  }
  return parameter.type;
}

/** `transfer(address,uint256)`: what tells two functions of the same name apart. */
export function functionSignature(fn: AbiFunction): string {
  return `${fn.name}(${fn.inputs.map(canonicalType).join(',')})`;
}

/** Reads (view, pure) only call the chain; writes send a transaction from the visitor's wallet. */
export function isReadFunction(fn: AbiFunction): boolean {
  return fn.stateMutability === 'view' || fn.stateMutability === 'pure';
}
