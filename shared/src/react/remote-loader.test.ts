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

/** A runtime whose remotes load while the build registered for them is `live`. */
function registryRuntime(first: Record<string, string>) {
  const registered = new Map(Object.entries(first));
  const live = new Set<string>();
  const registerRemotes = jest.fn((remotes: { name: string; entry: string }[]) => {
    for (const { name, entry } of remotes) registered.set(name, entry);
  });
  const runtime: FederationRuntime = {
    registerRemotes,
    loadRemote: <T>(id: string): Promise<T | null> => {
      const entry = registered.get(id.split('/')[0] ?? '') ?? '';
      if (!live.has(entry)) return Promise.reject(new Error(`${entry} is down`));
      const exports: unknown = { default: () => null };
      return Promise.resolve(exports as T);
    },
  };
  return { runtime, registerRemotes, live };
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

  it('loads a remote whose build cannot be loaded from the build its fallback names, once, until reset', async () => {
    const candidate = 'http://localhost:3996/mf-manifest.json';
    const { runtime, registerRemotes, live } = registryRuntime({ ...ENTRIES, mfe_commerce: candidate });
    live.add(ENTRIES.mfe_commerce);
    const fallbackOf = jest.fn((entry: string) => (entry === candidate ? ENTRIES.mfe_commerce : undefined));
    const loader = createRemoteLoader(runtime, { ...ENTRIES, mfe_commerce: candidate }, fallbackOf);

    await expect(loader.load('mfe_commerce/CommerceApp')).resolves.toHaveProperty('default');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_commerce', entry: ENTRIES.mfe_commerce }],
      {
        force: true,
      },
    );
    await expect(loader.load('mfe_commerce/CommerceApp')).resolves.toHaveProperty('default');
    expect(fallbackOf).toHaveBeenCalledTimes(1);

    // Its fallback dead too: it fails, and Retry starts from the build drawn.
    live.clear();
    loader.reset('mfe_commerce');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_commerce', entry: candidate }], {
      force: true,
    });
    await expect(loader.load('mfe_commerce/CommerceApp')).rejects.toThrow(`${ENTRIES.mfe_commerce} is down`);
    // A remote of one build has nothing to fall back to.
    await expect(loader.load('mfe_auth/AccountArea')).rejects.toThrow(`${ENTRIES.mfe_auth} is down`);
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
