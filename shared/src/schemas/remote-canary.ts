// Which build of a remote a browser loads. `remotes.json` gives each remote one manifest URL, or
// several builds with weights — a canary: 90 % of browsers keep the current build, 10 % get the
// candidate. Each browser draws one number once and keeps it, so it stays on the build it got
// until the weights change; rolling back is setting the candidate's weight to 0 (or the remote back
// to one URL). No zod here: the pay page, which loads no schema library, picks its build too.

/** One build of a remote among several, with its share of the browsers. */
export interface RemoteVersion {
  /** The build's `mf-manifest.json`. */
  url: string;
  /** Its share: weights are relative (90 and 10, or 9 and 1); 0 takes no browser. */
  weight: number;
  /** What the About panel calls it ("current", "candidate", a version). */
  label?: string;
}

/** A remote in `remotes.json`: one manifest URL, or several builds with weights. */
export type RemoteEntry = string | { versions: RemoteVersion[] };

/** The build a browser loads, and how it was picked. */
export interface PickedVersion {
  url: string;
  label?: string;
  /** Its share of the browsers, in percent, when the remote has several versions. */
  percent?: number;
}

/** Where a browser keeps its draw (0 ≤ n < 1). */
export const VERSION_DRAW_KEY = 'suite:remote-version-draw';

/**
 * The build this browser loads: the one whose slice of the weights holds the browser's draw. The
 * slices are in the file's order, so a canary at 10 % takes the browsers whose draw is in the last
 * tenth, and raising it to 50 % keeps those and adds more.
 */
export function pickVersion(entry: RemoteEntry, draw: number): PickedVersion {
  if (typeof entry === 'string') return { url: entry };
  const total = entry.versions.reduce((sum, build) => sum + build.weight, 0);
  const point = Math.min(Math.max(draw, 0), 0.999_999) * total;
  let end = 0;
  const weighted = entry.versions.filter((build) => build.weight > 0);
  for (const build of weighted) {
    end += build.weight;
    if (point < end || build === weighted.at(-1)) {
      const percent = Math.round((build.weight / total) * 1000) / 10;
      return build.label ? { url: build.url, label: build.label, percent } : { url: build.url, percent };
    }
  }
  throw new Error('A remote with several versions needs one with a weight above 0');
}

/**
 * The build to load instead of `url` when it cannot be loaded (a candidate deployed broken, or
 * removed): the same remote's other build with the largest weight, the one most browsers run. None
 * for a remote of one build, or whose other builds take no browser.
 */
export function fallbackBuild(
  entries: readonly (RemoteEntry | undefined)[],
  url: string,
): string | undefined {
  const builds = entries.find(
    (entry) => typeof entry === 'object' && entry.versions.some((build) => build.url === url),
  );
  return typeof builds === 'object'
    ? builds.versions
        .filter((build) => build.url !== url && build.weight > 0)
        .sort((a, b) => b.weight - a.weight)[0]?.url
    : undefined;
}

/**
 * This browser's draw: a number drawn once and kept in its storage, so it loads the same versions on
 * every visit. Without storage (private modes, blocked cookies) it draws for this page only.
 */
export function browserDraw(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = defaultStorage(),
): number {
  try {
    const kept = Number(storage?.getItem(VERSION_DRAW_KEY) ?? NaN);
    if (kept >= 0 && kept < 1) return kept;
    const drawn = Math.random();
    storage?.setItem(VERSION_DRAW_KEY, String(drawn));
    return drawn;
  } catch {
    return Math.random();
  }
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
