import { browserDraw, fallbackBuild, pickVersion, VERSION_DRAW_KEY } from './remote-canary';
import { pickRemoteVersions, readRemoteEntry, readRemotesConfig, type RemotesConfig } from './remotes';

const VALID = {
  mfe_auth: 'http://localhost:3001/mf-manifest.json',
  mfe_widget_editor: 'http://localhost:3002/mf-manifest.json',
  mfe_section_editors: 'https://cdn.example.com/section-editors/1.4.0/mf-manifest.json',
  mfe_commerce: 'http://localhost:3004/mf-manifest.json',
};

function issuesOf(input: unknown): string[] {
  const read = readRemotesConfig(input);
  return read.ok ? [] : read.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function configOf(input: unknown): RemotesConfig {
  const read = readRemotesConfig(input);
  if (!read.ok) throw new Error(issuesOf(input).join('; '));
  return read.config;
}

describe('readRemotesConfig', () => {
  it('accepts the URL of every remote manifest', () => {
    expect(configOf(VALID)).toEqual(VALID);
  });

  it('refuses what is not an object of remotes', () => {
    expect(issuesOf([])).toEqual([": Must be an object with the URL of each remote's mf-manifest.json"]);
    expect(issuesOf(null)).toHaveLength(1);
  });

  it('names a missing remote', () => {
    const { mfe_commerce: _missing, ...rest } = VALID;
    expect(issuesOf(rest)).toEqual(["mfe_commerce: Missing: the URL of this remote's mf-manifest.json"]);
  });

  it('rejects a value that is not an http(s) URL', () => {
    expect(issuesOf({ ...VALID, mfe_auth: 'localhost:3001/mf-manifest.json' })).toEqual([
      expect.stringMatching(/^mfe_auth: /),
    ]);
    expect(issuesOf({ ...VALID, mfe_auth: 'ftp://localhost/mf-manifest.json' })).toEqual([
      'mfe_auth: Must be an http(s) URL',
    ]);
  });

  it('rejects a URL that is not a federation manifest', () => {
    expect(issuesOf({ ...VALID, mfe_widget_editor: 'http://localhost:3002/remoteEntry.js' })).toEqual([
      'mfe_widget_editor: Must be the URL of a mf-manifest.json',
    ]);
  });

  it('rejects an unknown remote, so a typo is not silently ignored', () => {
    expect(issuesOf({ ...VALID, mfe_comerce: 'http://localhost:3004/mf-manifest.json' })).toEqual([
      ': Unrecognized key: "mfe_comerce"',
    ]);
  });
});

const CURRENT = 'https://cdn.example.com/commerce/1.4.0/mf-manifest.json';
const CANDIDATE = 'https://cdn.example.com/commerce/1.5.0/mf-manifest.json';
const CURRENT_BUILD = { url: CURRENT, weight: 90, label: '1.4.0' };
const CANDIDATE_BUILD = { url: CANDIDATE, weight: 10, label: '1.5.0' };
const CANARY = { versions: [CURRENT_BUILD, CANDIDATE_BUILD] };

describe('a remote with several builds (canary)', () => {
  it('accepts builds with weights beside plain URLs', () => {
    expect(configOf({ ...VALID, mfe_commerce: CANARY }).mfe_commerce).toEqual(CANARY);
    expect(
      configOf({ ...VALID, mfe_commerce: { versions: [{ ...CURRENT_BUILD, label: ' 1.4.0 ' }] } }),
    ).toEqual({
      ...VALID,
      mfe_commerce: { versions: [CURRENT_BUILD] },
    });
  });

  it('names the field of a build that is wrong', () => {
    expect(issuesOf({ ...VALID, mfe_commerce: { versions: [{ url: 'nope', weight: 1 }] } })).toEqual([
      'mfe_commerce.versions.0.url: Must be an http(s) URL',
    ]);
    expect(issuesOf({ ...VALID, mfe_commerce: { versions: [{ url: CURRENT, weight: 0 }] } })).toEqual([
      'mfe_commerce.versions: At least one build needs a weight above 0',
    ]);
    expect(issuesOf({ ...VALID, mfe_commerce: { versions: [{ url: CURRENT, weight: -1 }] } })).toEqual([
      'mfe_commerce.versions.0.weight: Must be 0 or more',
      'mfe_commerce.versions: At least one build needs a weight above 0',
    ]);
    expect(
      issuesOf({
        ...VALID,
        mfe_commerce: { versions: [{ url: CURRENT, weight: 1.5, label: 'x'.repeat(41) }] },
      }),
    ).toEqual([
      'mfe_commerce.versions.0.weight: Must be a whole number',
      'mfe_commerce.versions.0.label: At most 40 characters',
    ]);
    expect(issuesOf({ ...VALID, mfe_commerce: { versions: [], note: 'x' } })).toEqual([
      'mfe_commerce: Unrecognized key: "note"',
      'mfe_commerce.versions: List at least one build',
      'mfe_commerce.versions: At least one build needs a weight above 0',
    ]);
    expect(issuesOf({ ...VALID, mfe_commerce: { versions: Array(6).fill(CURRENT_BUILD) } })).toEqual([
      'mfe_commerce.versions: At most 5 builds',
    ]);
    expect(issuesOf({ ...VALID, mfe_commerce: { versions: [{ url: CURRENT, weight: 1001 }] } })).toEqual([
      'mfe_commerce.versions.0.weight: Must be 1000 or less',
    ]);
    expect(readRemoteEntry({ versions: [{ url: CURRENT, weight: 0 }] })).toBeUndefined();
    expect(readRemoteEntry('http://localhost:3004/remoteEntry.js')).toBeUndefined();
    expect(readRemoteEntry(CANARY)).toEqual(CANARY);
  });

  it('gives each build its slice of the browsers, the candidate the last one', () => {
    expect(pickVersion(CANARY, 0)).toEqual({ url: CURRENT, label: '1.4.0', percent: 90 });
    expect(pickVersion(CANARY, 0.8999)).toMatchObject({ url: CURRENT });
    expect(pickVersion(CANARY, 0.9)).toEqual({ url: CANDIDATE, label: '1.5.0', percent: 10 });
    expect(pickVersion(CANARY, 0.99999999)).toMatchObject({ url: CANDIDATE });
    // Rolled back: the candidate at 0 takes nobody, whatever the draw.
    const rolledBack = { versions: [CURRENT_BUILD, { ...CANDIDATE_BUILD, weight: 0 }] };
    expect(pickVersion(rolledBack, 0.95)).toMatchObject({ url: CURRENT, percent: 100 });
    expect(pickRemoteVersions({ mfe_auth: VALID.mfe_auth, mfe_commerce: CANARY }, 0.95)).toEqual({
      mfe_auth: { url: VALID.mfe_auth },
      mfe_commerce: { url: CANDIDATE, label: '1.5.0', percent: 10 },
    });
  });

  it('falls back from a build that cannot be fetched to the one most browsers run', () => {
    const three = {
      versions: [
        { url: 'http://localhost:3004/a/mf-manifest.json', weight: 10 },
        CANDIDATE_BUILD,
        { url: 'http://localhost:3004/c/mf-manifest.json', weight: 80 },
      ],
    };
    expect(fallbackBuild([VALID.mfe_auth, three], CANDIDATE)).toBe(
      'http://localhost:3004/c/mf-manifest.json',
    );
    expect(fallbackBuild([CANARY], CANDIDATE)).toBe(CURRENT);
    expect(fallbackBuild([CANARY], CURRENT)).toBe(CANDIDATE);
    // Nothing to fall back to: a remote of one build, another remote's, or builds taking no browser.
    expect(fallbackBuild([VALID.mfe_auth, undefined], VALID.mfe_auth)).toBeUndefined();
    expect(fallbackBuild([CANARY], 'http://localhost:3002/mf-manifest.json')).toBeUndefined();
    expect(
      fallbackBuild([{ versions: [CANDIDATE_BUILD, { ...CURRENT_BUILD, weight: 0 }] }], CANDIDATE),
    ).toBeUndefined();
  });

  it("keeps a browser's draw, so it stays on the build it got", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const first = browserDraw(storage);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(1);
    expect(browserDraw(storage)).toBe(first);
    store.set(VERSION_DRAW_KEY, 'nonsense');
    expect(browserDraw(storage)).not.toBeNaN();
  });
});
