// Signs a browser context in as the owner of a test key the way the app does — the API's Sign-In
// with Ethereum message, signed for real by the key — without clicking through the wallet dialog.
// The session cookie lands in the context's cookie jar (Playwright's `context.request` shares it).
import type { APIRequestContext } from '@playwright/test';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

export async function signInWithKey(request: APIRequestContext, origin: string, key: Hex): Promise<void> {
  const account = privateKeyToAccount(key);
  const issued = await request.get(`${origin}/api/user/message-to-sign/${account.address}`);
  if (!issued.ok()) throw new Error(`No message to sign: ${issued.status()} ${await issued.text()}`);
  const { message } = (await issued.json()) as { message: string };
  const signature = await account.signMessage({ message });
  const signedIn = await request.post(`${origin}/api/user/add-account`, {
    headers: { origin },
    data: { address: account.address, signature },
  });
  if (!signedIn.ok()) throw new Error(`Signing in failed: ${signedIn.status()} ${await signedIn.text()}`);
}
