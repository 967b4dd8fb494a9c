import { createRemoteLoader, remoteOf, type FederationRuntime } from './remote-loader';

function fakeRuntime(exports: unknown) {
  const registerRemotes = jest.fn();
  const loadRemote = jest.fn().mockResolvedValue(exports);
  const runtime: FederationRuntime = {
    registerRemotes,
    loadRemote: loadRemote as FederationRuntime['loadRemote'],
  };
  return { runtime, registerRemotes, loadRemote };
}

const ENTRIES = {
  mfe_auth: 'http://localhost:3001/mf-manifest.json',
  mfe_commerce: 'http://localhost:3004/mf-manifest.json',
};

describe('createRemoteLoader', () => {
  it('registers every remote by its manifest URL', () => {
    const { runtime, registerRemotes } = fakeRuntime(null);
    createRemoteLoader(runtime, ENTRIES);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_auth', entry: ENTRIES.mfe_auth },
      { name: 'mfe_commerce', entry: ENTRIES.mfe_commerce },
    ]);
  });

  it('re-registers one remote with force on reset, so its manifest and entry are fetched again', () => {
    const { runtime, registerRemotes } = fakeRuntime(null);
    createRemoteLoader(runtime, ENTRIES).reset('mfe_commerce');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_commerce', entry: ENTRIES.mfe_commerce }],
      {
        force: true,
      },
    );
  });

  it('remembers a failed remote until reset, then fetches it again', async () => {
    const registerRemotes = jest.fn();
    const loadRemote = jest
      .fn()
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce({ default: () => null });
    const loader = createRemoteLoader(
      { registerRemotes, loadRemote: loadRemote as FederationRuntime['loadRemote'] },
      ENTRIES,
    );

    await expect(loader.load('mfe_commerce/CommerceApp')).rejects.toThrow('Failed to get manifest');
    await expect(loader.load('mfe_commerce/CommerceApp')).rejects.toThrow('Failed to get manifest');
    expect(loadRemote).toHaveBeenCalledTimes(1);

    loader.reset('mfe_commerce');
    await expect(loader.load('mfe_commerce/CommerceApp')).resolves.toHaveProperty('default');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('fails clearly when the remote does not expose the module', async () => {
    const { runtime } = fakeRuntime(null);
    await expect(createRemoteLoader(runtime, ENTRIES).load('mfe_commerce/CommerceApp')).rejects.toThrow(
      'mfe_commerce/CommerceApp is not exposed by mfe_commerce',
    );
  });

  it('knows the remote of a module id', () => {
    expect(remoteOf('mfe_widget_editor/WidgetEditorPage')).toBe('mfe_widget_editor');
  });
});
