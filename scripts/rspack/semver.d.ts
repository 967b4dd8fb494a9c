// semver ships no types: the part shared-drift.mjs uses.
declare module 'semver/functions/satisfies.js' {
  export default function satisfies(
    version: string,
    range: string,
    options?: { includePrerelease?: boolean; loose?: boolean },
  ): boolean;
}
