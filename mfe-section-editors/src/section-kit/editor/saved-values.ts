/**
 * A section's saved config as its editor opens it, when the config no longer passes its schema (the
 * rules tightened since it was saved: a token ID now digits only, at most 50 items). Opening such a
 * section on the type's defaults would show the owner an empty form, and their Save would write the
 * defaults over everything they had: so the form opens on what they saved, and only a value the form
 * could not hold at all (missing, or of another type: a number where a text goes) is taken from the
 * defaults. What breaks a rule stays as saved; the form then shows its message, as for a value typed.
 * Where a saved value could not be kept (a variant no longer offered), the dialog says so
 * (`replaced`), so the owner is never left to find a setting changed under them.
 */

/** A zod issue as read here: what failed, where, and what a repair needs of it. */
interface ConfigIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /** invalid_type: the kind of value the schema takes there ('string', 'object', 'int'…). */
  readonly expected?: string;
  /** invalid_value: the values allowed (an enum's, a literal's). */
  readonly values?: readonly unknown[];
  /** invalid_union: each option's issues, their paths from the union's. */
  readonly errors?: readonly (readonly ConfigIssue[])[];
  /** A discriminated union's discriminator values, which zod reports though its types do not list them. */
  readonly options?: readonly unknown[];
  /** too_big: what is over its limit ('array', 'string'…) and the limit. */
  readonly origin?: string;
  readonly maximum?: number | bigint;
}

/** A section type's config schema (zod's), as far as reading a saved config needs it. */
export interface ConfigSchema<Config> {
  safeParse: (
    data: unknown,
  ) => { success: true; data: Config } | { success: false; error: { issues: readonly ConfigIssue[] } };
}

/**
 * The issues that say a value is not of the type the form holds there. The others (a text too long,
 * a token ID that is not a number, a list over its limit, a rule across fields) leave a value the
 * form can show, and whose message it shows.
 */
const TYPE_CODES: ReadonlySet<string> = new Set([
  'invalid_type',
  'invalid_union',
  'invalid_value',
  'invalid_key',
  'invalid_element',
]);

/**
 * How many times the values are repaired and checked again: each repair can reveal what it held (an
 * object put where none was, then its fields), and a section's config nests only a few levels.
 */
const REPAIR_ROUNDS = 8;

type Path = readonly PropertyKey[];

function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = Reflect.get(node, key);
  }
  return node;
}

/** Puts `value` at `path` (an object's field, a list's entry); `undefined` removes an object's field. */
function setAt(root: unknown, path: Path, value: unknown): void {
  const parent = valueAt(root, path.slice(0, -1));
  const key = path.at(-1);
  if (key === undefined || typeof parent !== 'object' || parent === null) return;
  if (value === undefined && !Array.isArray(parent)) Reflect.deleteProperty(parent, key);
  else Reflect.set(parent, key, value);
}

function samePath(a: Path, b: Path): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

/** Whether an issue says its value is of another type than the schema's (`base`: where its paths start). */
function isTypeProblem(issue: ConfigIssue, values: unknown, base: Path = []): boolean {
  if (!TYPE_CODES.has(issue.code)) return false;
  const path = [...base, ...issue.path];
  // zod reports a whole number's rule (`.int()`) as a type: a fraction is still a number to edit.
  if (issue.code === 'invalid_type' && issue.expected === 'int') {
    const value = valueAt(values, path);
    return !(typeof value === 'number' && Number.isFinite(value));
  }
  // A union one of whose options takes the value, but for a rule: the value is of that type.
  if (issue.code === 'invalid_union' && issue.errors) {
    return !issue.errors.some((option) => option.every((inner) => !isTypeProblem(inner, values, path)));
  }
  return true;
}

/** Where the values are not of the schema's types, with each issue's path from the config. */
function typeProblems<Config>(schema: ConfigSchema<Config>, values: unknown): ConfigIssue[] {
  const parsed = schema.safeParse(values);
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) => {
    if (isTypeProblem(issue, values)) return [issue];
    if (issue.code === 'too_big' && issue.origin === 'array' && typeof issue.maximum === 'number') {
      return overLimitEntryProblems(schema, values, issue.path, issue.maximum);
    }
    return [];
  });
}

/**
 * The type problems of the entries of a list over its limit, which zod does not check once the
 * list is too long: each run of at most `max` entries is checked in the list's place.
 */
function overLimitEntryProblems<Config>(
  schema: ConfigSchema<Config>,
  values: unknown,
  path: Path,
  max: number,
): ConfigIssue[] {
  const list = valueAt(values, path);
  if (!Array.isArray(list) || max < 1) return [];
  const problems: ConfigIssue[] = [];
  for (let start = 0; start < list.length; start += max) {
    const probe = structuredClone(values);
    setAt(probe, path, list.slice(start, start + max));
    for (const issue of typeProblems(schema, probe)) {
      const index = issue.path[path.length];
      if (typeof index !== 'number' || !samePath(issue.path.slice(0, path.length), path)) continue;
      problems.push({ ...issue, path: [...path, start + index, ...issue.path.slice(path.length + 1)] });
    }
  }
  return problems;
}

/**
 * The saved value written as the kind the schema takes, when nothing is lost so: a token ID saved as
 * a number (7 → '7'), a number saved as a text ('5' → 5).
 */
function convertedFor(issue: ConfigIssue, value: unknown): { value: unknown } | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
    return Number.isNaN(value) ? undefined : { value: String(value) };
  }
  if ((issue.expected === 'number' || issue.expected === 'int') && typeof value === 'string') {
    const number = value.trim() === '' ? NaN : Number(value);
    return Number.isFinite(number) ? { value: number } : undefined;
  }
  return undefined;
}

/** A value of the kind an issue asks for, holding nothing of the owner's: '' for a text, {} for an object. */
function blankFor(issue: ConfigIssue): { value: unknown } | undefined {
  if (issue.code === 'invalid_type') {
    switch (issue.expected) {
      case 'string':
        return { value: '' };
      case 'number':
      case 'int':
        return { value: 0 };
      case 'boolean':
        return { value: false };
      case 'array':
        return { value: [] };
      case 'object':
      case 'record':
        return { value: {} };
      default:
        return undefined;
    }
  }
  if (issue.code === 'invalid_value' && issue.values?.length) return { value: issue.values[0] };
  if (issue.code === 'invalid_union') {
    // A discriminated union's entry of no known kind: the first kind, its fields then filled in.
    if (issue.options?.length) return { value: issue.options[0] };
    for (const option of issue.errors ?? []) {
      const [only] = option;
      if (option.length === 1 && only && only.path.length === 0) {
        const blank = blankFor(only);
        if (blank) return blank;
      }
    }
  }
  return undefined;
}

/**
 * Makes the value at the problem's path one the form can hold: the saved value written as its kind
 * when nothing is lost so, else the defaults' value there, else nothing when the field may be left
 * out, else a blank of its type. A value none of these fixes (which no config saved by an editor
 * has) takes its top-level field from the defaults. Answers where a value was put in place of
 * another (none when the saved value was only written as its kind).
 */
function repair<Config>(
  schema: ConfigSchema<Config>,
  values: Record<PropertyKey, unknown>,
  defaults: Config,
  problem: ConfigIssue,
): Path | undefined {
  const { path } = problem;
  const converted = convertedFor(problem, valueAt(values, path));
  if (converted) {
    setAt(values, path, converted.value);
    return undefined;
  }
  const fallback = valueAt(defaults, path);
  if (fallback !== undefined) {
    setAt(values, path, structuredClone(fallback));
    return path;
  }
  const parent = valueAt(values, path.slice(0, -1));
  const key = path.at(-1);
  if (isRecord(parent) && key !== undefined && key in parent) {
    const kept = parent[key];
    Reflect.deleteProperty(parent, key);
    if (!typeProblems(schema, values).some((issue) => samePath(issue.path, path))) return path;
    parent[key] = kept;
  }
  const blank = blankFor(problem);
  if (blank) {
    setAt(values, path, blank.value);
    return path;
  }
  const [field] = path;
  if (field === undefined) return undefined;
  setAt(values, [field], structuredClone(valueAt(defaults, [field])));
  return [field];
}

/** Whether `values` are of the config's types: only its rules fail, which the form shows. */
function hasConfigShape<Config>(schema: ConfigSchema<Config>, values: unknown): values is Config {
  return typeProblems(schema, values).length === 0;
}

/** A saved config as its form opens it: the values, and where a saved value could not be kept. */
export interface OpenedConfig<Config> {
  values: Config;
  /**
   * The paths whose saved value the form does not hold (a variant no longer offered, a text where a
   * list goes), outermost first and none inside another; `[]` is the whole section. A value only
   * written as its kind (7 → '7'), or one that was missing, is not listed: nothing of it was lost.
   */
  replaced: readonly Path[];
}

/** The paths whose saved value was there (in `data`), without any inside another one listed. */
function lostValues(data: unknown, paths: readonly Path[]): Path[] {
  const present = paths.filter((path) => valueAt(data, path) !== undefined);
  const outermost = [...present].sort((a, b) => a.length - b.length);
  const kept: Path[] = [];
  for (const path of outermost) {
    if (!kept.some((outer) => samePath(path.slice(0, outer.length), outer))) kept.push(path);
  }
  return kept;
}

/**
 * The values a section's form opens with: the saved config when it passes; otherwise everything it
 * holds that the form can show, the type's defaults only where a value is missing or of another
 * type. Only a saved config that is no object at all opens on the defaults.
 */
export function openSaved<Config>(
  schema: ConfigSchema<Config>,
  defaults: Config,
  data: unknown,
): OpenedConfig<Config> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return { values: parsed.data, replaced: [] };
  if (!isRecord(data)) return { values: defaults, replaced: [[]] };
  const values = structuredClone(data);
  const replaced: Path[] = [];
  for (let round = 0; round < REPAIR_ROUNDS; round += 1) {
    const problems = typeProblems(schema, values);
    if (problems.length === 0) break;
    for (const problem of problems) {
      const put = repair(schema, values, defaults, problem);
      if (put) replaced.push(put);
    }
  }
  if (hasConfigShape(schema, values)) return { values, replaced: lostValues(data, replaced) };
  for (const [field] of typeProblems(schema, values).map((problem) => problem.path)) {
    if (field === undefined) continue;
    setAt(values, [field], structuredClone(valueAt(defaults, [field])));
    replaced.push([field]);
  }
  return hasConfigShape(schema, values)
    ? { values, replaced: lostValues(data, replaced) }
    : { values: defaults, replaced: [[]] };
}

/** The values a section's form opens with (`openSaved`). */
export function savedValues<Config>(schema: ConfigSchema<Config>, defaults: Config, data: unknown): Config {
  return openSaved(schema, defaults, data).values;
}
