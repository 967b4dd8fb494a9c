import '@testing-library/jest-dom';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { getConnection } from 'wagmi/actions';
import { isStorageInMemory, resetSafeStorageForTests, safeStorage } from './safe-storage';
import { SuiteProviders } from './suite-providers';
import { createSuiteWagmiConfig } from '../wallet/wagmi-config';
import { useSharedCatalog } from './i18n/shared-catalog';
import { walletOptions } from './wallet-options';

const DENIED =
  "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.";

/** Makes the page's web storage throw on read, as Chromium does in a cross-site frame with third-party storage blocked. */
function blockWebStorage(): () => void {
  const saved = {
    local: Object.getOwnPropertyDescriptor(window, 'localStorage'),
    session: Object.getOwnPropertyDescriptor(window, 'sessionStorage'),
  };
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(DENIED.replace('localStorage', name), 'SecurityError');
      },
    });
  }
  return () => {
    if (saved.local) Object.defineProperty(window, 'localStorage', saved.local);
    if (saved.session) Object.defineProperty(window, 'sessionStorage', saved.session);
  };
}

describe('safeStorage', () => {
  let unblock: (() => void) | undefined;
  beforeEach(() => resetSafeStorageForTests());
  afterEach(() => {
    unblock?.();
    unblock = undefined;
    resetSafeStorageForTests();
    localStorage.clear();
  });

  it("is the browser's storage when granted", () => {
    safeStorage('local').setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(isStorageInMemory('local')).toBe(false);
  });

  it('keeps values in memory, without throwing, when the browser denies storage', () => {
    unblock = blockWebStorage();
    expect(() => window.localStorage).toThrow('Access is denied');
    const storage = safeStorage('local');
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    expect(storage.length).toBe(1);
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
    expect(isStorageInMemory('local')).toBe(true);
    expect(isStorageInMemory('session')).toBe(true);
  });

  it('lets the wallet config and the providers start in a frame whose storage is denied', async () => {
    unblock = blockWebStorage();
    const config = createSuiteWagmiConfig();
    await config.storage?.setItem('recentConnectorId', 'injected');
    expect(await config.storage?.getItem('recentConnectorId')).toBe('injected');
    expect(getConnection(config).status).toBe('disconnected');
    render(
      <SuiteProviders apiBaseUrl="http://embed.test">
        <p>Widget content</p>
      </SuiteProviders>,
    );
    await waitFor(() => expect(screen.getByText('Widget content')).toBeInTheDocument());
  });

  it('offers the wallets whose SDKs need storage as unavailable, saying why, where storage is denied', () => {
    const configured = {
      walletConnect: { projectId: 'p' },
      coinbaseWallet: { appName: 'Shop' },
    };
    const { t } = renderHook(() => useSharedCatalog()).result.current;
    expect(walletOptions(configured, t).map((option) => option.unavailable)[1]).toBeUndefined();
    resetSafeStorageForTests();
    unblock = blockWebStorage();
    const [, walletConnect, coinbase] = walletOptions(configured, t);
    const needsStorage =
      'This browser blocks storage for embedded pages, which this wallet needs: open the page on its own to use it.';
    expect(walletConnect?.unavailable).toBe(needsStorage);
    expect(coinbase?.unavailable).toBe(needsStorage);
  });
});
