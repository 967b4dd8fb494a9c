import { loadRemotesConfig } from './remotes-config';

const VALID = {
  mfe_auth: 'http://localhost:3001/mf-manifest.json',
  mfe_widget_editor: 'http://localhost:3002/mf-manifest.json',
  mfe_section_editors: 'http://localhost:3003/mf-manifest.json',
  mfe_commerce: 'http://localhost:3004/mf-manifest.json',
};

function answer(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('loadRemotesConfig', () => {
  it('reads the file without the cache and parses it', async () => {
    answer(200, VALID);
    expect(await loadRemotesConfig('/remotes.json')).toEqual({ ok: true, config: VALID });
    expect(globalThis.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('names each problem: an answer that is not 200, a field that is wrong', async () => {
    answer(503, {});
    expect(await loadRemotesConfig('/remotes.json')).toEqual({
      ok: false,
      problems: ['/remotes.json answered 503 '],
    });
    answer(200, { ...VALID, mfe_commerce: { versions: [{ url: VALID.mfe_commerce, weight: -1 }] } });
    expect(await loadRemotesConfig('/remotes.json')).toEqual({
      ok: false,
      problems: [
        'mfe_commerce.versions.0.weight: Must be 0 or more',
        'mfe_commerce.versions: At least one build needs a weight above 0',
      ],
    });
  });
});
