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
});
