// A real wallet for the browser under test: an EIP-1193 provider injected as `window.ethereum`
// whose requests are answered here, in Node, by a viem account built from a known test key.
// Signatures are real (the API verifies them like any wallet's), transactions are signed here and
// sent to the local chain, and every other call is forwarded to the chain's RPC. Nothing is mocked.
import type { Page } from '@playwright/test';
import { createWalletClient, http, numberToHex, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { LOCAL_RPC_URL } from '@suite/chain';

interface WalletError {
  __walletError: { code: number; message: string };
}

export class TestWallet {
  private account: PrivateKeyAccount;
  private chainId: number = hardhat.id;
  private rejectNextSignature = false;

  constructor(
    private readonly page: Page,
    privateKey: Hex,
    private readonly rpcUrl = LOCAL_RPC_URL,
  ) {
    this.account = privateKeyToAccount(privateKey);
  }

  get address(): Hex {
    return this.account.address;
  }

  /** Injects the provider into every page the test opens from now on. */
  async install(): Promise<void> {
    await this.page.exposeFunction('__testWalletRequest', (method: string, params: unknown[]) =>
      this.handle(method, params),
    );
    await this.page.addInitScript(() => {
      type Listener = (...args: unknown[]) => void;
      const listeners = new Map<string, Set<Listener>>();
      const bridge = (
        window as unknown as { __testWalletRequest: (m: string, p: unknown[]) => Promise<unknown> }
      ).__testWalletRequest;
      const provider = {
        isTestWallet: true,
        async request({ method, params }: { method: string; params?: unknown[] }) {
          const result = await bridge(method, params ?? []);
          if (result && typeof result === 'object' && '__walletError' in result) {
            const { code, message } = (result as { __walletError: { code: number; message: string } })
              .__walletError;
            throw Object.assign(new Error(message), { code });
          }
          return result;
        },
        on(event: string, listener: Listener) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)?.add(listener);
          return provider;
        },
        removeListener(event: string, listener: Listener) {
          listeners.get(event)?.delete(listener);
          return provider;
        },
        __emit(event: string, ...args: unknown[]) {
          listeners.get(event)?.forEach((listener) => listener(...args));
        },
      };
      Object.defineProperty(window, 'ethereum', { value: provider, configurable: true });
    });
  }

  /** The wallet switches to another account, as a user would in their wallet. */
  async switchAccount(privateKey: Hex): Promise<void> {
    this.account = privateKeyToAccount(privateKey);
    await this.emit('accountsChanged', [this.account.address]);
  }

  /** The user declines the next signature request. */
  rejectNextSignatureRequest(): void {
    this.rejectNextSignature = true;
  }

  private async emit(event: string, payload: unknown): Promise<void> {
    await this.page.evaluate(
      ([name, value]) => {
        const provider = (window as unknown as { ethereum: { __emit: (e: unknown, v: unknown) => void } })
          .ethereum;
        provider.__emit(name, value);
      },
      [event, payload] as const,
    );
  }

  private rejected(): WalletError {
    this.rejectNextSignature = false;
    return { __walletError: { code: 4001, message: 'User rejected the request.' } };
  }

  private async handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [this.account.address];
      case 'eth_chainId':
        return numberToHex(this.chainId);
      case 'net_version':
        return String(this.chainId);
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return [{ parentCapability: 'eth_accounts' }];
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = params as [{ chainId: Hex }];
        if (Number(chainId) !== hardhat.id) {
          return { __walletError: { code: 4902, message: `Unrecognized chain ID ${chainId}.` } };
        }
        this.chainId = Number(chainId);
        await this.emit('chainChanged', chainId);
        return null;
      }
      case 'personal_sign': {
        if (this.rejectNextSignature) return this.rejected();
        const [data] = params as [Hex];
        return this.account.signMessage({ message: { raw: data } });
      }
      case 'eth_signTypedData_v4': {
        if (this.rejectNextSignature) return this.rejected();
        const [, typedData] = params as [Hex, string];
        return this.account.signTypedData(JSON.parse(typedData));
      }
      case 'eth_sendTransaction': {
        if (this.rejectNextSignature) return this.rejected();
        const [tx] = params as [{ to: Hex; data?: Hex; value?: Hex; gas?: Hex }];
        const client = createWalletClient({
          account: this.account,
          chain: hardhat,
          transport: http(this.rpcUrl),
        });
        return client.sendTransaction({
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        });
      }
      default: {
        const response = await fetch(this.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        });
        const body = (await response.json()) as {
          result?: unknown;
          error?: { code: number; message: string };
        };
        return body.error ? { __walletError: body.error } : body.result;
      }
    }
  }
}
