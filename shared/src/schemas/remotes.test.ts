import { RemotesConfigSchema } from './remotes';

const VALID = {
  mfe_auth: 'http://localhost:3001/mf-manifest.json',
  mfe_widget_editor: 'http://localhost:3002/mf-manifest.json',
  mfe_section_editors: 'https://cdn.example.com/section-editors/1.4.0/mf-manifest.json',
  mfe_commerce: 'http://localhost:3004/mf-manifest.json',
};

function issuesOf(input: unknown): string[] {
  const result = RemotesConfigSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('RemotesConfigSchema', () => {
  it('accepts the URL of every remote manifest', () => {
    expect(RemotesConfigSchema.parse(VALID)).toEqual(VALID);
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
      expect.stringContaining('mfe_comerce'),
    ]);
  });
});
