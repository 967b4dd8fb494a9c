import type { FederationRuntime } from './remote-loader';
import { startRemotes, type PluggableFederationRuntime } from './start-remotes';

function fakeRuntime() {
  const registerPlugins = jest.fn();
  const registerRemotes = jest.fn();
  const loadRemote = jest.fn().mockResolvedValue({ default: () => null });
  const runtime: PluggableFederationRuntime = {
    registerPlugins,
    registerRemotes,
    loadRemote: loadRemote as FederationRuntime['loadRemote'],
  };
  return { runtime, registerPlugins, registerRemotes, loadRemote };
}

describe('startRemotes', () => {
  afterEach(() => window.localStorage.clear());

  it('registers the retry plugin, then every remote by the manifest URL of its build', async () => {
    const { runtime, registerPlugins, registerRemotes, loadRemote } = fakeRuntime();
    const loader = startRemotes(runtime, {
      mfe_commerce: 'http://localhost:3004/mf-manifest.json',
      mfe_section_editors: { versions: [{ url: 'http://localhost:3003/mf-manifest.json', weight: 1 }] },
    });

    expect(registerPlugins).toHaveBeenCalledTimes(1);
    expect(registerPlugins.mock.calls[0][0]).toEqual([expect.objectContaining({ name: 'retry-plugin' })]);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_section_editors', entry: 'http://localhost:3003/mf-manifest.json' },
      { name: 'mfe_commerce', entry: 'http://localhost:3004/mf-manifest.json' },
    ]);
    await expect(loader.load('mfe_commerce/CommerceApp')).resolves.toHaveProperty('default');
    expect(loadRemote).toHaveBeenCalledWith('mfe_commerce/CommerceApp');
  });

  it("loads the remote's current build when the candidate this browser drew cannot be loaded", async () => {
    const { loader, registerRemotes, loadRemote } = startedWithDraw(0.95);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_commerce', entry: CANDIDATE }]);
    loadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    await expect(loader.load('mfe_commerce/CommerceApp')).resolves.toHaveProperty('default');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_commerce', entry: CURRENT }], {
      force: true,
    });
  });
});

const CURRENT = 'http://localhost:3004/mf-manifest.json';
const CANDIDATE = 'http://localhost:3996/mf-manifest.json';

/** A commerce canary: 90 % current, 10 % candidate. */
const CANARY = {
  mfe_commerce: {
    versions: [
      { url: CURRENT, weight: 90 },
      { url: CANDIDATE, weight: 10 },
    ],
  },
};

/** A fake runtime in a browser whose draw is `draw`, started with the canary. */
function startedWithDraw(draw: number) {
  window.localStorage.setItem('suite:remote-version-draw', String(draw));
  const started = fakeRuntime();
  return { ...started, loader: startRemotes(started.runtime, CANARY) };
}
