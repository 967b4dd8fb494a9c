import type { AbiParameter } from 'viem';
import type { SectionEditorsTranslate } from '../../i18n';
import { nonEmpty } from '../fields/field-values';

export type ParsedArgument = { value: unknown; error?: undefined } | { error: string };

const ARRAY_SUFFIX = /\[(\d*)\]$/;

/** The element parameter of an array parameter (`uint256[2][]` → `uint256[2]`). */
function elementOf(parameter: AbiParameter): AbiParameter {
  return { ...parameter, type: parameter.type.replace(ARRAY_SUFFIX, '') };
}

function convert(
  parameter: AbiParameter,
  input: unknown,
  label: string,
  t: SectionEditorsTranslate,
): ParsedArgument {
  const { type } = parameter;
  const array = ARRAY_SUFFIX.exec(type);
  if (array) {
    if (!Array.isArray(input)) return { error: t('contract.args.list', { label }) };
    const length = array[1] ? Number(array[1]) : undefined;
    if (length !== undefined && input.length !== length)
      return { error: t('contract.args.length', { label, length }) };
    const values: unknown[] = [];
    for (const item of input) {
      const parsed = convert(elementOf(parameter), item, label, t);
      if (parsed.error !== undefined) return parsed;
      values.push(parsed.value);
    }
    return { value: values };
  }
  if (type === 'tuple' && 'components' in parameter) {
    const values: unknown[] = [];
    for (const [index, component] of parameter.components.entries()) {
      const item: unknown = Array.isArray(input)
        ? input[index]
        : typeof input === 'object' && input !== null && component.name
          ? Object.entries(input).find(([key]) => key === component.name)?.[1]
          : undefined;
      const parsed = convert(component, item, `${label}.${nonEmpty(component.name) ?? index}`, t);
      if (parsed.error !== undefined) return parsed;
      values.push(parsed.value);
    }
    return { value: values };
  }
  const text =
    typeof input === 'string'
      ? input.trim()
      : typeof input === 'number' || typeof input === 'boolean'
        ? String(input)
        : undefined;
  if (text === undefined) return { error: t('contract.args.missing', { label }) };
  if (/^u?int\d*$/.test(type)) {
    if (!/^-?\d+$/.test(text)) return { error: t('contract.args.whole', { label }) };
    const value = BigInt(text);
    if (type.startsWith('uint') && value < 0n) return { error: t('contract.args.notNegative', { label }) };
    return { value };
  }
  if (type === 'bool') {
    if (text !== 'true' && text !== 'false') return { error: t('contract.args.bool', { label }) };
    return { value: text === 'true' };
  }
  if (type === 'address') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return { error: t('contract.args.address', { label }) };
    return { value: text };
  }
  if (type.startsWith('bytes')) {
    if (!/^0x([0-9a-fA-F]{2})*$/.test(text)) return { error: t('contract.args.bytes', { label }) };
    const size = type.slice('bytes'.length);
    if (size && (text.length - 2) / 2 !== Number(size))
      return { error: t('contract.args.bytesSize', { label, size }) };
    return { value: text };
  }
  if (type === 'string') return { value: typeof input === 'string' ? input : text };
  return { error: t('contract.args.unsupported', { label, type }) };
}

/** A JSON string literal, or a JSON number literal outside one. */
const JSON_STRING_OR_NUMBER = /("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;

/**
 * JSON with its numbers written as strings (`[1, 2]` → `["1", "2"]`), each kept digit for digit:
 * `JSON.parse` reads a number as a float, and a uint256 beyond 2^53 would be sent rounded.
 */
function withNumbersAsText(json: string): string {
  return json.replace(JSON_STRING_OR_NUMBER, (match, literal: string | undefined) => literal ?? `"${match}"`);
}

/**
 * What a visitor typed for one parameter, as the value viem encodes: numbers as bigint, lists and
 * tuples written as JSON (`[1, 2]`, `{"to": "0x…", "amount": "5"}`). Never throws.
 */
export function parseArgument(
  parameter: AbiParameter,
  text: string,
  label: string,
  t: SectionEditorsTranslate,
): ParsedArgument {
  const structured = ARRAY_SUFFIX.test(parameter.type) || parameter.type === 'tuple';
  if (!structured) return convert(parameter, text, label, t);
  try {
    return convert(parameter, JSON.parse(withNumbersAsText(text)), label, t);
  } catch {
    return { error: t('contract.args.json', { label }) };
  }
}

/** A value read from the chain, as text: bigints in full, lists and tuples as JSON. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (value === undefined || value === null) return '';
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item));
}

/** A parameter's label: its name and type, or its position when the ABI leaves it unnamed. */
export function parameterLabel(parameter: AbiParameter, index: number, t: SectionEditorsTranslate): string {
  return `${nonEmpty(parameter.name) ?? t('contract.argument', { number: index + 1 })} (${parameter.type})`;
}
