import type { Abi, AbiFunction, AbiParameter } from 'viem';
import { isAddress, isHex } from 'viem';

/** The functions a visitor may read without a transaction (view and pure), in ABI order. */
export function readFunctions(abi: Abi): AbiFunction[] {
  return abi.filter(
    (item): item is AbiFunction =>
      item.type === 'function' && (item.stateMutability === 'view' || item.stateMutability === 'pure'),
  );
}

/** Parses a text input into the argument an ABI parameter takes; throws a message for the field. */
export function parseArgument(parameter: AbiParameter, text: string): unknown {
  const value = text.trim();
  const type = parameter.type;
  if (type === 'address') {
    if (!isAddress(value)) throw new Error('Must be a valid address (0x followed by 40 hex characters)');
    return value;
  }
  if (/^u?int\d*$/.test(type)) {
    if (!/^-?\d+$/.test(value)) throw new Error('Must be a whole number');
    const number = BigInt(value);
    if (type.startsWith('uint') && number < 0n) throw new Error('Must be zero or more');
    return number;
  }
  if (type === 'bool') {
    if (value !== 'true' && value !== 'false') throw new Error('Must be true or false');
    return value === 'true';
  }
  if (type.startsWith('bytes')) {
    if (!isHex(value)) throw new Error('Must be hex (0x…)');
    return value;
  }
  if (type === 'string') return text;
  throw new Error(`${type} arguments cannot be entered here`);
}

/** A read result as text: numbers in full, tuples and lists as JSON. */
export function formatResult(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item));
}
