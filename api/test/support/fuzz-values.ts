import {
  allowedTypes,
  objectBranch,
  refusedEverywhere,
  sample,
  textConforms,
  type JsonSchema,
} from './openapi-schema';

// The malformed values the fuzzer puts in requests: text for path and query parameters, values for
// the fields of a JSON body, and where in a body each one goes.

const MEGABYTE_STRING = 'a'.repeat(1024 * 1024);
/** How deep the deeply nested values go (the server refuses beyond 64 levels). */
export const DEPTH = 200;

/** A value nested DEPTH levels deep: `{ "a": { "a": … 1 } }`. */
export function deepValue(): unknown {
  let value: unknown = 1;
  for (let level = 0; level < DEPTH; level += 1) value = { a: value };
  return value;
}

/** A bad value for text on the wire (a path or query parameter), with what the server may decode it to. */
export interface BadText {
  label: string;
  encoded: string;
  /** What the server may read it as; the variant is certainly invalid when none of them is acceptable. */
  decoded: string[];
  oversized?: boolean;
}

function idLike(name: string, schema: JsonSchema): boolean {
  return schema.format === 'uuid' || /^(id|ids)$|Ids?$/.test(name) || schema.items?.format === 'uuid';
}

export function badTexts(name: string, schema: JsonSchema): BadText[] {
  const types = allowedTypes(schema);
  const texts: BadText[] = [];
  const plain = (label: string, text: string) =>
    texts.push({ label, encoded: encodeURIComponent(text), decoded: [text] });
  if (types.has('number') && !types.has('string')) plain('not a number', 'abc');
  if (schema.enum) plain('not one of the options', 'not-an-option');
  if (idLike(name, schema) || types.has('number')) {
    plain('not a UUID', 'not-a-uuid');
    plain('negative', '-1');
    plain('huge number', '99999999999999999999');
  }
  if (types.has('integer')) plain('not an integer', '1.5');
  texts.push({ label: 'NUL byte', encoded: 'fuzz%00', decoded: ['fuzz\u0000'] });
  // Not UTF-8 at all: a server may refuse it, replace it with U+FFFD or keep the escape.
  texts.push({ label: 'lone surrogate', encoded: '%ED%A0%80', decoded: ['\ud800', '\ufffd', '%ED%A0%80'] });
  texts.push({ label: '1 MB string', encoded: MEGABYTE_STRING, decoded: [MEGABYTE_STRING], oversized: true });
  return texts;
}

export function textCertainlyInvalid(schema: JsonSchema, text: BadText): boolean {
  return text.decoded.every((value) => refusedEverywhere(value) || !textConforms(schema, value));
}

/** A property of the body (nested objects and the first item of arrays included), at most 3 levels down. */
export interface Slot {
  path: (string | number)[];
  schema: JsonSchema;
  /** Required all the way up, so the sampled body has it and leaving it out is an error. */
  present: boolean;
  name: string;
}

export function slotsOf(schema: JsonSchema, path: (string | number)[] = [], present = true): Slot[] {
  if (path.length >= 3) return [];
  const object = objectBranch(schema);
  if (object) {
    return Object.entries(object.properties ?? {}).flatMap(([name, property]) => {
      const required = present && (object.required ?? []).includes(name) && object === schema;
      const slot: Slot = { path: [...path, name], schema: property, present: required, name };
      return [slot, ...slotsOf(property, slot.path, required)];
    });
  }
  if (schema.items && objectBranch(schema.items)) return slotsOf(schema.items, [...path, 0], false);
  return [];
}

/** `value` with `path` set to `replacement` (or removed); missing containers are sampled from `schema`. */
export function setAt(
  value: unknown,
  schema: JsonSchema,
  path: (string | number)[],
  replacement: unknown,
  remove = false,
): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (typeof head === 'number') {
    const items = Array.isArray(value) ? [...value] : [];
    const itemSchema = schema.items ?? {};
    items[head] = setAt(items[head] ?? sample(itemSchema), itemSchema, rest, replacement, remove);
    return items;
  }
  const object = objectBranch(schema) ?? {};
  const record: Record<string, unknown> =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  const propertySchema = object.properties?.[head] ?? {};
  if (rest.length === 0 && remove) {
    return Object.fromEntries(Object.entries(record).filter(([key]) => key !== head));
  }
  const current = head in record ? record[head] : sample(propertySchema);
  record[head] = setAt(current, propertySchema, rest, replacement, remove);
  return record;
}

const WRONG_TYPES: unknown[] = [12345, 'not-a-number', true, { fuzz: 1 }, ['fuzz'], null];

export function badValues(slot: Slot): { label: string; value: unknown }[] {
  const types = allowedTypes(slot.schema);
  const values: { label: string; value: unknown }[] = [];
  const wrong = WRONG_TYPES.find((value) => {
    const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    return types.size > 0 && !types.has(type);
  });
  if (wrong !== undefined) values.push({ label: `wrong type (${JSON.stringify(wrong)})`, value: wrong });
  const items = slot.schema.items;
  const itemsAreIds = items !== undefined && idLike(slot.name, items);
  if (idLike(slot.name, slot.schema) || itemsAreIds) {
    const ids: { label: string; value: unknown }[] = allowedTypes(itemsAreIds ? items : slot.schema).has(
      'number',
    )
      ? [
          { label: 'negative id', value: -1 },
          { label: 'huge id', value: 1e20 },
        ]
      : [
          { label: 'id not a UUID', value: 'not-a-uuid' },
          { label: 'negative id', value: '-1' },
          { label: 'huge id', value: '99999999999999999999' },
        ];
    values.push(...ids.map(({ label, value }) => ({ label, value: itemsAreIds ? [value] : value })));
  }
  if (types.has('string')) {
    values.push({ label: '1 MB string', value: MEGABYTE_STRING });
    values.push({ label: 'NUL byte', value: 'fuzz\u0000' });
    values.push({ label: 'lone surrogate', value: 'fuzz\ud800' });
  }
  return values;
}
