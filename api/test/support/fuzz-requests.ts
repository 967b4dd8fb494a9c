import { badTexts, badValues, deepValue, DEPTH, setAt, slotsOf, textCertainlyInvalid } from './fuzz-values';
import {
  conforms,
  objectBranch,
  refusedEverywhere,
  sample,
  type Operation,
  type Parameter,
} from './openapi-schema';

// Each request starts from a plausible one built from the operation's schemas (required fields
// sampled, ids that exist nowhere) and breaks exactly one thing, so the server's answer is about that
// thing. Whether the result is certainly invalid is worked out from the schema, not assumed: a wrong
// type is, an unknown field is only where the schema closes the object.

/** One malformed request to one operation, before it is sent signed in or anonymous. */
export interface FuzzRequest {
  operation: Operation;
  /** What is wrong with it, e.g. `body.name: 1 MB string`. */
  variant: string;
  /** The path with its query string, below the server's origin. */
  url: string;
  method: string;
  contentType: string | undefined;
  body: string | FormData | undefined;
  /** The schema (or a rule the server applies to every input) says no: a 2xx is a defect. */
  certainlyInvalid: boolean;
  /** The body as a whole is what is wrong (unreadable, absent, not an object): a 400 may name `""`. */
  wholeBody: boolean;
  /** The URL is over the server's 16 KB header limit: 431 (or 414) is the expected answer. */
  oversizedUrl: boolean;
}

const JSON_CONTENT_TYPE = 'application/json';

interface Shape {
  /** Path parameters, already percent-encoded (so raw bytes such as `%00` can be sent). */
  pathValues: Record<string, string>;
  /** Query pairs, already percent-encoded. */
  query: [string, string][];
  /** The JSON body (undefined: none). */
  body: unknown;
}

interface Change {
  variant: string;
  certainlyInvalid: boolean;
  shape?: Shape;
  raw?: { contentType: string | undefined; body: string | FormData | undefined };
  wholeBody?: boolean;
  oversizedUrl?: boolean;
}

function parameterChanges(operation: Operation, base: Shape): Change[] {
  const changes: Change[] = [];
  const withPath = (parameter: Parameter, encoded: string): Shape => ({
    ...base,
    pathValues: { ...base.pathValues, [parameter.name]: encoded },
  });
  const withQuery = (parameter: Parameter, pairs: [string, string][]): Shape => ({
    ...base,
    query: [...base.query.filter(([name]) => name !== parameter.name), ...pairs],
  });
  for (const parameter of operation.pathParams) {
    for (const text of badTexts(parameter.name, parameter.schema)) {
      changes.push({
        variant: `path.${parameter.name}: ${text.label}`,
        certainlyInvalid: textCertainlyInvalid(parameter.schema, text),
        shape: withPath(parameter, text.encoded),
        oversizedUrl: text.oversized,
      });
    }
  }
  for (const parameter of operation.queryParams) {
    const { name, schema } = parameter;
    if (parameter.required) {
      changes.push({
        variant: `query.${name}: missing`,
        certainlyInvalid: true,
        shape: withQuery(parameter, []),
      });
    }
    for (const text of badTexts(name, schema)) {
      changes.push({
        variant: `query.${name}: ${text.label}`,
        certainlyInvalid: textCertainlyInvalid(schema, text),
        shape: withQuery(parameter, [[name, text.encoded]]),
        oversizedUrl: text.oversized,
      });
    }
    changes.push({
      variant: `query.${name}: an object`,
      certainlyInvalid: !conforms(schema, { fuzz: '1' }),
      shape: withQuery(parameter, [[`${name}[fuzz]`, '1']]),
    });
    const value = base.query.find(([key]) => key === name)?.[1] ?? '1';
    changes.push({
      variant: `query.${name}: given twice`,
      certainlyInvalid: false,
      shape: withQuery(parameter, [
        [name, value],
        [name, value],
      ]),
    });
  }
  if (operation.method === 'GET') {
    changes.push({
      variant: 'query: an unknown parameter',
      certainlyInvalid: false,
      shape: { ...base, query: [...base.query, ['fuzzExtra', '1']] },
    });
    changes.push({
      variant: `query: nested ${DEPTH} levels`,
      certainlyInvalid: false,
      shape: { ...base, query: [...base.query, [`fuzzDeep${'[a]'.repeat(DEPTH)}`, '1']] },
    });
  }
  return changes;
}

function bodyChanges(operation: Operation, base: Shape): Change[] {
  const body = operation.body;
  if (!body) return [];
  const changes: Change[] = [];
  const withBody = (value: unknown): Shape => ({ ...base, body: value });
  const slots = slotsOf(body.schema);
  for (const slot of slots) {
    const where = `body.${slot.path.join('.')}`;
    if (slot.present) {
      changes.push({
        variant: `${where}: missing`,
        certainlyInvalid: true,
        shape: withBody(setAt(base.body, body.schema, slot.path, undefined, true)),
      });
    }
    for (const { label, value } of badValues(slot)) {
      changes.push({
        variant: `${where}: ${label}`,
        certainlyInvalid: refusedEverywhere(value) || !conforms(slot.schema, value),
        shape: withBody(setAt(base.body, body.schema, slot.path, value)),
      });
    }
  }
  const extra = typeof base.body === 'object' && base.body !== null ? base.body : {};
  const closed = objectBranch(body.schema)?.additionalProperties === false;
  changes.push({
    variant: 'body: an unknown field',
    certainlyInvalid: closed,
    shape: withBody({ ...extra, fuzzExtra: 'x' }),
  });
  const deepAt = slots[0]?.path ?? ['fuzzDeep'];
  changes.push({
    variant: `body.${deepAt.join('.')}: nested ${DEPTH} levels`,
    certainlyInvalid: true,
    shape: withBody(setAt(base.body, body.schema, deepAt, deepValue())),
  });
  changes.push({
    variant: 'body: not an object ([1])',
    certainlyInvalid: !conforms(body.schema, [1]),
    shape: withBody([1]),
    wholeBody: true,
  });
  changes.push({
    variant: 'body: empty',
    certainlyInvalid: body.required,
    raw: { contentType: JSON_CONTENT_TYPE, body: undefined },
    wholeBody: true,
  });
  return changes;
}

/** Bodies a state-changing operation must refuse whatever it takes: unreadable or of the wrong type. */
function wrongBodyChanges(operation: Operation, base: Shape): Change[] {
  const text = JSON.stringify(base.body ?? { fuzz: 1 });
  const form = new FormData();
  form.set('fuzz', '1');
  const takesBody = operation.body !== undefined;
  return [
    {
      variant: 'body: invalid JSON',
      // An operation without a body may ignore one.
      certainlyInvalid: takesBody,
      raw: { contentType: JSON_CONTENT_TYPE, body: '{"fuzz":' },
      wholeBody: true,
    },
    ...(takesBody
      ? []
      : [
          {
            variant: 'body: a field nobody asked for',
            certainlyInvalid: false,
            shape: { ...base, body: { fuzz: 1 } },
          },
          {
            variant: `body: nested ${DEPTH} levels`,
            certainlyInvalid: false,
            shape: { ...base, body: deepValue() },
          },
        ]),
    {
      variant: 'content type: text/plain',
      certainlyInvalid: true,
      raw: { contentType: 'text/plain', body: text },
      wholeBody: true,
    },
    {
      variant: 'content type: form-urlencoded',
      certainlyInvalid: true,
      raw: { contentType: 'application/x-www-form-urlencoded', body: 'fuzz=1' },
      wholeBody: true,
    },
    // FormData sets multipart/form-data with its boundary itself.
    {
      variant: 'content type: multipart',
      certainlyInvalid: true,
      raw: { contentType: undefined, body: form },
      wholeBody: true,
    },
  ];
}

function baseShape(operation: Operation): Shape {
  const text = (value: unknown) => encodeURIComponent(String(value));
  return {
    pathValues: Object.fromEntries(operation.pathParams.map((p) => [p.name, text(sample(p.schema))])),
    query: operation.queryParams.filter((p) => p.required).map((p) => [p.name, text(sample(p.schema))]),
    body: operation.body ? sample(operation.body.schema) : undefined,
  };
}

function toRequest(operation: Operation, base: Shape, change: Change): FuzzRequest {
  const shape = change.shape ?? base;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => shape.pathValues[name] ?? '');
  const query = shape.query.map(([name, value]) => `${name}=${value}`).join('&');
  const json = shape.body === undefined ? undefined : JSON.stringify(shape.body);
  return {
    operation,
    variant: change.variant,
    url: `/api${path}${query ? `?${query}` : ''}`,
    method: operation.method,
    contentType: change.raw ? change.raw.contentType : json === undefined ? undefined : JSON_CONTENT_TYPE,
    body: change.raw ? change.raw.body : json,
    certainlyInvalid: change.certainlyInvalid,
    wholeBody: change.wholeBody ?? false,
    oversizedUrl: change.oversizedUrl ?? false,
  };
}

/** Every malformed request the fuzzer sends to `operation`. */
export function fuzzRequests(operation: Operation): FuzzRequest[] {
  const base = baseShape(operation);
  const changes = [
    ...parameterChanges(operation, base),
    ...bodyChanges(operation, base),
    ...(operation.method === 'GET' ? [] : wrongBodyChanges(operation, base)),
  ];
  return changes.map((change) => toRequest(operation, base, change));
}
