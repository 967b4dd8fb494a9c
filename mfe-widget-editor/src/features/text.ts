/**
 * `text`, unless it is absent or empty: then `fallback`. An empty name is no name, so `??` (which
 * keeps '') would not do; trim first where blanks count as empty too.
 */
export function nonEmptyOr<Fallback>(text: string | undefined, fallback: Fallback): string | Fallback {
  return text === undefined || text === '' ? fallback : text;
}
