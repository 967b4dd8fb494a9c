import type { Abi, AbiFunction, AbiParameter } from 'viem';
import { isAddress, isHex } from 'viem';
import { CatalogError } from '../../i18n';

/** The functions a visitor may read without a transaction (view and pure), in ABI order. */
export function readFunctions(abi: Abi): AbiFunction[] {
  return abi.filter(
    (item): item is AbiFunction =>
      item.type === 'function' && (item.stateMutability === 'view' || item.stateMutability === 'pure'),
  );
}

/** Parses a text input into the argument an ABI parameter takes; throws the field's message (a CatalogError). */
export function parseArgument(parameter: AbiParameter, text: string): unknown {
  const value = text.trim();
  const type = parameter.type;
  if (type === 'address') {
    if (!isAddress(value)) throw new CatalogError('contracts.argument.address');
    return value;
  }
  if (/^u?int\d*$/.test(type)) {
    if (!/^-?\d+$/.test(value)) throw new CatalogError('contracts.argument.wholeNumber');
    const number = BigInt(value);
    if (type.startsWith('uint') && number < 0n) throw new CatalogError('contracts.argument.notNegative');
    return number;
  }
  if (type === 'bool') {
    if (value !== 'true' && value !== 'false') throw new CatalogError('contracts.argument.bool');
    return value === 'true';
  }
  if (type.startsWith('bytes')) {
    if (!isHex(value)) throw new CatalogError('contracts.argument.hex');
    return value;
  }
  if (type === 'string') return text;
  throw new CatalogError('contracts.argument.unsupported', { type });
}

/** A read result as text: numbers in full, tuples and lists as JSON. */
export function formatResult(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item));
}
