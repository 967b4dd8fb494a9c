import { findUnstorableText } from '@suite/shared';
import { z } from 'zod';

/** The part of JSON Schema the generated OpenAPI document uses (no $ref, allOf or oneOf). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
}

const JsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.object({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), JsonSchemaSchema).optional(),
    required: z.array(z.string()).optional(),
    items: JsonSchemaSchema.optional(),
    anyOf: z.array(JsonSchemaSchema).optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    format: z.string().optional(),
    pattern: z.string().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    exclusiveMinimum: z.number().optional(),
    exclusiveMaximum: z.number().optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
    additionalProperties: z.union([z.boolean(), JsonSchemaSchema]).optional(),
  }),
);

const ParameterSchema = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  schema: JsonSchemaSchema,
});
export type Parameter = z.infer<typeof ParameterSchema>;

const OperationSchema = z.object({
  operationId: z.string(),
  summary: z.string().optional(),
  description: z.string().optional(),
  parameters: z.array(ParameterSchema).optional(),
  requestBody: z
    .object({
      required: z.boolean().optional(),
      content: z.record(z.string(), z.object({ schema: JsonSchemaSchema })),
    })
    .optional(),
  responses: z.record(z.string(), z.unknown()),
});

const OpenApiDocumentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), OperationSchema)),
});

/** One operation of the document, as the fuzzer needs it. */
export interface Operation {
  id: string;
  method: string;
  /** The OpenAPI path template, e.g. `/products/{id}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: { required: boolean; schema: JsonSchema; multipart: boolean };
  /** The document says the operation may answer 503 (as a response, or in its summary or description). */
  documents503: boolean;
}

export function operationsOf(document: unknown): Operation[] {
  const { paths } = OpenApiDocumentSchema.parse(document);
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): Operation => {
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content['application/json'];
      const words = `${operation.summary ?? ''} ${operation.description ?? ''}`;
      return {
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: json && {
          required: operation.requestBody?.required ?? false,
          schema: json.schema,
          multipart: operation.requestBody?.content['multipart/form-data'] !== undefined,
        },
        documents503: '503' in operation.responses || /\b503\b/.test(words),
      };
    }),
  );
}

export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

function types(schema: JsonSchema): string[] {
  return schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** The JSON types a value of `schema` may have; empty when anything goes. */
export function allowedTypes(schema: JsonSchema): Set<string> {
  if (schema.anyOf) return new Set(schema.anyOf.flatMap((branch) => [...allowedTypes(branch)]));
  if (schema.const !== undefined) return new Set([jsonType(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map(jsonType));
  const own = types(schema);
  return new Set(own.includes('integer') ? [...own, 'number'] : own);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The branch of `schema` that is an object (an object, or an object-or-null). */
export function objectBranch(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  return schema.anyOf?.find((branch) => branch.properties !== undefined);
}

/**
 * A plausible value of `schema`: required properties only, the first option, the minimum. Not
 * always valid (patterns are matched from a few candidates); each variant breaks one thing of it.
 */
export function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) {
    const branch = schema.anyOf.find((option) => !types(option).includes('null')) ?? schema.anyOf[0];
    return branch ? sample(branch) : null;
  }
  const type = types(schema).find((option) => option !== 'null') ?? types(schema)[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sample(schema.properties?.[name] ?? {})]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'integer':
    case 'number':
      if (schema.exclusiveMinimum !== undefined) return Math.floor(schema.exclusiveMinimum) + 1;
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return sampleString(schema);
  }
}

const STRING_CANDIDATES = [
  `0x${'ab'.repeat(20)}`,
  `0x${'ab'.repeat(32)}`,
  '1',
  '1000000',
  'https://example.com/fuzz',
  'fuzz',
];

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'uuid':
      return UNKNOWN_UUID;
    case 'date-time':
      return new Date().toISOString();
    case 'uri':
      return 'https://example.com/fuzz';
    case 'email':
      return 'fuzz@example.com';
  }
  const found = STRING_CANDIDATES.find((candidate) => conforms(schema, candidate));
  return found ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` may be valid for `schema`. Errs on the side of "may be": formats other than uuid
 * are not checked, so a variant is only called certainly invalid when it really is.
 */
export function conforms(schema: JsonSchema, value: unknown): boolean {
  if (schema.anyOf && !schema.anyOf.some((branch) => conforms(branch, value))) return false;
  if (schema.const !== undefined && value !== schema.const) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  const own = types(schema);
  if (own.length > 0 && !own.some((type) => hasType(type, value))) return false;
  if (typeof value === 'string') return stringConforms(schema, value);
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
    return true;
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return false;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
    return value.every((item) => conforms(schema.items ?? {}, item));
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if ((schema.required ?? []).some((name) => !entries.some(([key]) => key === name))) return false;
    return entries.every(([key, item]) => {
      const property = schema.properties?.[key];
      if (property) return conforms(property, item);
      const extra = schema.additionalProperties;
      return extra === undefined || extra === true || (extra !== false && conforms(extra, item));
    });
  }
  return true;
}

function hasType(type: string, value: unknown): boolean {
  if (type === 'integer') return typeof value === 'number' && Number.isSafeInteger(value);
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return jsonType(value) === type;
}

function stringConforms(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) return false;
  if (schema.format === 'uuid' && !UUID.test(value)) return false;
  return true;
}

/**
 * Whether a query or path value (always text on the wire) may be valid: numbers are coerced by
 * the server, anything else is compared as text.
 */
export function textConforms(schema: JsonSchema, text: string): boolean {
  const numeric = allowedTypes(schema).has('number') && !allowedTypes(schema).has('string');
  const value = numeric && text.trim() !== '' ? Number(text) : text;
  return conforms(schema, value);
}

/** Whether the server refuses `value` whatever the schema: NUL, lone surrogates, over 64 levels deep. */
export function refusedEverywhere(value: unknown): boolean {
  return findUnstorableText(value) !== undefined;
}
