import type { AuthenticatedAccount } from '@suite/shared';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { TestBrowser } from './browser';

/** A fresh wallet for a test: a random key, so tests never share users by accident. */
export function newWallet(): PrivateKeyAccount {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const key = `0x${Buffer.from(bytes).toString('hex')}` as const;
  return privateKeyToAccount(key);
}

/** Signs `browser` in with `account` the way the app does: message, real signature, add-account. */
export async function signIn(
  browser: TestBrowser,
  account: PrivateKeyAccount,
  link?: boolean,
): Promise<AuthenticatedAccount> {
  const issued = await browser.call((client) => client.user.messageToSign({ address: account.address }));
  const signature = await account.signMessage({ message: issued.message });
  return browser.call((client) =>
    client.user.addAccount({ address: account.address, signature, nonce: issued.nonce, link }),
  );
}

/** What the call threw, to assert on its status, message and fields. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail');
}
