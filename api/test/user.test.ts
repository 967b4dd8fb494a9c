import { SESSION_COOKIE_NAME, SIGN_IN_MESSAGE_TTL_MINUTES } from '@suite/shared';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { loadConfig } from '../src/config';
import { sessions, signInNonces } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { startTestServer, type TestServer } from './support/server';

// Hardhat's well-known test keys #1..#4 (public knowledge, test only).
const alice = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const aliceSecond = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const bob = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');
const carol = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a');

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

function newBrowser(host?: string): TestBrowser {
  return new TestBrowser(server.url, host);
}

/** What the call threw, to assert on its status and message. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail');
}

async function signedMessage(browser: TestBrowser, account: PrivateKeyAccount) {
  const issued = await browser.call((client) => client.user.messageToSign({ address: account.address }));
  const signature = await account.signMessage({ message: issued.message });
  return { ...issued, signature };
}

async function signIn(browser: TestBrowser, account: PrivateKeyAccount, link?: boolean) {
  const { signature, nonce } = await signedMessage(browser, account);
  return browser.call((client) =>
    client.user.addAccount({ address: account.address, signature, nonce, link }),
  );
}

const db = () => server.testDatabase.database.db;

describe('message to sign', () => {
  it('issues an EIP-4361 message for the request host with a fresh nonce each time', async () => {
    const browser = newBrowser('localhost:3000');
    const first = await browser.call((client) => client.user.messageToSign({ address: alice.address }));
    const second = await browser.call((client) => client.user.messageToSign({ address: alice.address }));

    const parsed = parseSiweMessage(first.message);
    expect(parsed.domain).toBe('localhost:3000');
    expect(parsed.uri).toBe('http://localhost:3000');
    expect(parsed.address).toBe(alice.address);
    expect(parsed.chainId).toBe(31337);
    expect(parsed.statement).toBe('Sign in to the site builder admin.');
    expect(parsed.nonce).toBe(first.nonce);
    expect(first.message).toContain(`Nonce: ${first.nonce}`);
    expect(second.nonce).not.toBe(first.nonce);

    const lifetime = new Date(first.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan((SIGN_IN_MESSAGE_TTL_MINUTES - 1) * 60_000);
    expect(lifetime).toBeLessThanOrEqual(SIGN_IN_MESSAGE_TTL_MINUTES * 60_000);
    expect(parsed.expirationTime?.toISOString()).toBe(first.expiresAt);
  });

  it('uses the host of the request: another allowed origin gets its own domain', async () => {
    const issued = await newBrowser('127.0.0.1:3003').call((client) =>
      client.user.messageToSign({ address: alice.address }),
    );
    expect(parseSiweMessage(issued.message).domain).toBe('127.0.0.1:3003');
  });

  it('refuses a host that is not one of the app origins', async () => {
    const error = await failure(
      newBrowser('evil.example').call((client) => client.user.messageToSign({ address: alice.address })),
    );
    expect(apiErrorStatus(error)).toBe(400);
  });

  it('refuses a bad address with 400 and data.fields.address', async () => {
    const error = await failure(
      newBrowser().call((client) => client.user.messageToSign({ address: '0x1234' })),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiErrorMessage(error)).toBe('Input validation failed');
    expect(apiFieldErrors(error)).toEqual({ address: expect.stringContaining('valid address') });
  });
});

describe('sign-in', () => {
  it('marks the cookie Secure when every app origin is HTTPS, unless COOKIE_SECURE says otherwise', async () => {
    const base = { RPC_URLS: JSON.stringify({ 31337: 'http://127.0.0.1:9' }) };
    const secure = (env: NodeJS.ProcessEnv) => loadConfig({ ...base, ...env }).cookieSecure;
    // The development origins (http://localhost…) keep their sign-in; NODE_ENV decides nothing.
    expect(secure({})).toBe(false);
    expect(secure({ NODE_ENV: 'production' })).toBe(false);
    expect(secure({ APP_ORIGINS: 'https://admin.example.com,http://localhost:3000' })).toBe(false);
    expect(secure({ APP_ORIGINS: 'https://admin.example.com,https://shop.example.com' })).toBe(true);
    expect(secure({ APP_ORIGINS: 'https://admin.example.com', NODE_ENV: 'development' })).toBe(true);
    expect(secure({ APP_ORIGINS: 'https://admin.example.com', COOKIE_SECURE: 'false' })).toBe(false);
    expect(secure({ COOKIE_SECURE: 'true' })).toBe(true);

    const behindHttps = await startTestServer({ APP_ORIGINS: 'https://admin.example.com' });
    try {
      const browser = new TestBrowser(behindHttps.url, 'admin.example.com');
      await signIn(browser, alice);
      expect(browser.setCookies.at(-1)).toContain('; Secure');
      await browser.call((client) => client.user.logout());
      expect(browser.setCookies.at(-1)).toMatch(/Max-Age=0; Secure$/);
    } finally {
      await behindHttps.close();
    }
  });

  it('signs in with a real signature: HttpOnly SameSite=Lax cookie, then the authenticated account', async () => {
    const browser = newBrowser();
    const account = await signIn(browser, alice);
    expect(account.address).toBe(alice.address.toLowerCase());
    expect(account.user.addresses).toEqual([alice.address.toLowerCase()]);

    const cookie = browser.setCookies.at(-1) ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=[A-Za-z0-9_-]{40,};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).not.toContain('Secure');

    const me = await browser.call((client) => client.user.authenticatedAccount());
    expect(me).toEqual(account);
    expect(me.user.username).toBeNull();

    // Signing in again with the same wallet finds the same user.
    const again = await signIn(newBrowser(), alice);
    expect(again.user.id).toBe(account.user.id);
  });

  it('stores only the hash of the session token', async () => {
    const browser = newBrowser();
    await signIn(browser, alice);
    const token = browser.cookies.get(SESSION_COOKIE_NAME) ?? '';
    const rows = await db().select({ id: sessions.id }).from(sessions);
    expect(rows.some((row) => row.id === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it('refuses a replay of the same signature with 401 and sets nothing', async () => {
    const first = newBrowser();
    const { signature } = await signedMessage(first, alice);
    await first.call((client) => client.user.addAccount({ address: alice.address, signature }));

    const attacker = newBrowser();
    const error = await failure(
      attacker.call((client) => client.user.addAccount({ address: alice.address, signature })),
    );
    expect(apiErrorStatus(error)).toBe(401);
    expect(apiErrorMessage(error)).toBe('Invalid or expired sign-in message');
    expect(attacker.setCookies).toEqual([]);
  });

  it('refuses an expired message', async () => {
    const browser = newBrowser();
    const { signature, nonce } = await signedMessage(browser, bob);
    await db()
      .update(signInNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInNonces.nonce, nonce));
    const error = await failure(
      browser.call((client) => client.user.addAccount({ address: bob.address, signature })),
    );
    expect(apiErrorStatus(error)).toBe(401);
    expect(browser.setCookies).toEqual([]);
  });

  it('refuses a signature over a tampered message', async () => {
    const browser = newBrowser();
    const { message } = await signedMessage(browser, bob);
    const tampered = message.replace('Sign in to the site builder admin.', 'Sign in to something else.');
    const signature = await bob.signMessage({ message: tampered });
    const error = await failure(
      browser.call((client) => client.user.addAccount({ address: bob.address, signature })),
    );
    expect(apiErrorStatus(error)).toBe(401);
    expect(browser.setCookies).toEqual([]);
  });

  it("refuses another wallet's signature of the message", async () => {
    const browser = newBrowser();
    const { message } = await signedMessage(browser, bob);
    const signature = await carol.signMessage({ message });
    const error = await failure(
      browser.call((client) => client.user.addAccount({ address: bob.address, signature })),
    );
    expect(apiErrorStatus(error)).toBe(401);
  });

  it('refuses a message issued for another host', async () => {
    const issuer = newBrowser('localhost:3000');
    const { signature } = await signedMessage(issuer, bob);
    const elsewhere = newBrowser('localhost:3001');
    const error = await failure(
      elsewhere.call((client) => client.user.addAccount({ address: bob.address, signature })),
    );
    expect(apiErrorStatus(error)).toBe(401);
    expect(elsewhere.setCookies).toEqual([]);

    // The refusal did not burn the nonce: on its own host the signature still works.
    await expect(
      issuer.call((client) => client.user.addAccount({ address: bob.address, signature })),
    ).resolves.toMatchObject({ address: bob.address.toLowerCase() });
  });

  it('refuses a sign-in from a host that is not allowed', async () => {
    const issuer = newBrowser('localhost:3000');
    const { signature } = await signedMessage(issuer, carol);
    const error = await failure(
      newBrowser('evil.example').call((client) =>
        client.user.addAccount({ address: carol.address, signature }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(401);
  });

  it('accepts the older of two issued messages when that is the one signed', async () => {
    const browser = newBrowser();
    const older = await signedMessage(browser, carol);
    await signedMessage(browser, carol);
    const account = await browser.call((client) =>
      client.user.addAccount({ address: carol.address, signature: older.signature }),
    );
    expect(account.address).toBe(carol.address.toLowerCase());
  });

  it('checks the message the client names: messages others ask for the same address cannot push it out', async () => {
    const browser = newBrowser();
    const signed = await signedMessage(browser, carol);
    // Anyone may ask for messages for any address: more than the newest few a signature is matched against.
    for (let asked = 0; asked < 6; asked += 1) {
      await newBrowser().call((client) => client.user.messageToSign({ address: carol.address }));
    }
    const account = await browser.call((client) =>
      client.user.addAccount({ address: carol.address, signature: signed.signature, nonce: signed.nonce }),
    );
    expect(account.address).toBe(carol.address.toLowerCase());

    // Named, the message is the one checked: a signature of another message is refused, and nothing is used up.
    const other = await signedMessage(browser, carol);
    const named = await browser.call((client) => client.user.messageToSign({ address: carol.address }));
    const refused = await failure(
      browser.call((client) =>
        client.user.addAccount({ address: carol.address, signature: other.signature, nonce: named.nonce }),
      ),
    );
    expect(apiErrorStatus(refused)).toBe(401);
    const unused = await db().select().from(signInNonces).where(eq(signInNonces.nonce, other.nonce));
    expect(unused[0]?.usedAt).toBeNull();
  });

  it('refuses a bad signature format with 400 and its field', async () => {
    const error = await failure(
      newBrowser().call((client) => client.user.addAccount({ address: alice.address, signature: 'nope' })),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(Object.keys(apiFieldErrors(error))).toEqual(['signature']);
  });
});

describe('session', () => {
  it('answers 401 without a cookie, or with a made-up one', async () => {
    const anonymous = newBrowser();
    const error = await failure(anonymous.call((client) => client.user.authenticatedAccount()));
    expect(apiErrorStatus(error)).toBe(401);
    expect(apiErrorMessage(error)).toBe('Not signed in');

    anonymous.cookies.set(SESSION_COOKIE_NAME, 'made-up-token');
    expect(
      apiErrorStatus(await failure(anonymous.call((client) => client.user.authenticatedAccount()))),
    ).toBe(401);
  });

  it("answers a signed-in request as that user's own: no-store, varying on the cookie", async () => {
    const browser = newBrowser();
    await signIn(browser, alice);
    const account = await browser.request('/api/user/authenticated/account');
    expect(account.status).toBe(200);
    expect(account.headers.get('cache-control')).toBe('no-store');
    expect(account.headers.get('vary')).toBe('Origin, Cookie');
    // A public read made with the cookie too: whatever the answer, it went with this user's request.
    const connectors = await browser.request('/api/wallet/connectors');
    expect(connectors.status).toBe(200);
    expect(connectors.headers.get('cache-control')).toBe('no-store');

    // Public files keep their own cache headers, cookie or not.
    const logo = await browser.request('/api/stablecoins/logos/usdc.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(logo.headers.get('vary')).toBe('Origin');
    // And a request without the session is left as it was.
    const anonymous = await newBrowser().request('/api/wallet/connectors');
    expect(anonymous.headers.get('cache-control')).toBeNull();
    expect(anonymous.headers.get('vary')).toBe('Origin');
  });

  it('logs out: the cookie is cleared and the old cookie gets 401', async () => {
    const browser = newBrowser();
    await signIn(browser, alice);
    const oldToken = browser.cookies.get(SESSION_COOKIE_NAME) ?? '';
    expect(oldToken).not.toBe('');

    await expect(browser.call((client) => client.user.logout())).resolves.toEqual({ ok: true });
    expect(browser.setCookies.at(-1)).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=;.*Max-Age=0`));
    expect(browser.cookies.has(SESSION_COOKIE_NAME)).toBe(false);

    const replay = newBrowser();
    replay.cookies.set(SESSION_COOKIE_NAME, oldToken);
    expect(apiErrorStatus(await failure(replay.call((client) => client.user.authenticatedAccount())))).toBe(
      401,
    );

    // Logging out without a session is harmless.
    await expect(browser.call((client) => client.user.logout())).resolves.toEqual({ ok: true });
  });

  it("signs out everywhere: every session of the user ends, on every device and wallet, and no one else's", async () => {
    const laptop = newBrowser();
    const owner = await signIn(laptop, bob);
    const phone = newBrowser();
    await signIn(phone, bob);
    // A second wallet of the same user, signed in on a third device.
    const secondWallet = privateKeyToAccount(generatePrivateKey());
    const tablet = newBrowser();
    await signIn(tablet, bob);
    await signIn(tablet, secondWallet, true);
    const stranger = newBrowser();
    await signIn(stranger, carol);

    await expect(phone.call((client) => client.user.logoutAll())).resolves.toEqual({ ok: true });
    expect(phone.setCookies.at(-1)).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=;.*Max-Age=0`));

    for (const device of [laptop, phone, tablet]) {
      expect(apiErrorStatus(await failure(device.call((client) => client.user.authenticatedAccount())))).toBe(
        401,
      );
    }
    await expect(stranger.call((client) => client.user.authenticatedAccount())).resolves.toMatchObject({
      address: carol.address.toLowerCase(),
    });
    // The user and the wallets stay: signing in again is the same user.
    const again = await signIn(newBrowser(), secondWallet);
    expect(again.user.id).toBe(owner.user.id);
  });

  it('answers 401 to sign out everywhere without a session', async () => {
    const error = await failure(newBrowser().call((client) => client.user.logoutAll()));
    expect(apiErrorStatus(error)).toBe(401);
  });
});

describe('linked wallets', () => {
  it('links a second wallet while signed in, and removes it again', async () => {
    const browser = newBrowser();
    const first = await signIn(browser, aliceSecond);
    expect(first.user.addresses).toEqual([aliceSecond.address.toLowerCase()]);
    const firstToken = browser.cookies.get(SESSION_COOKIE_NAME);

    // Link the second wallet while the first session is live: it joins the same user.
    const fresh = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
    const linked = await signIn(browser, fresh, true);
    expect(linked.user.id).toBe(first.user.id);
    expect(linked.address).toBe(fresh.address.toLowerCase());
    expect(linked.user.addresses).toEqual([aliceSecond.address.toLowerCase(), fresh.address.toLowerCase()]);
    // The session was rotated: the old cookie no longer works.
    expect(browser.cookies.get(SESSION_COOKIE_NAME)).not.toBe(firstToken);
    const stale = newBrowser();
    stale.cookies.set(SESSION_COOKIE_NAME, firstToken ?? '');
    expect(apiErrorStatus(await failure(stale.call((client) => client.user.authenticatedAccount())))).toBe(
      401,
    );

    // Another device signed in with the first wallet; removing that wallet signs it out.
    const otherDevice = newBrowser();
    await signIn(otherDevice, aliceSecond);

    const after = await browser.call((client) => client.user.removeAccount({ address: aliceSecond.address }));
    expect(after.user.addresses).toEqual([fresh.address.toLowerCase()]);
    expect(
      apiErrorStatus(await failure(otherDevice.call((client) => client.user.authenticatedAccount()))),
    ).toBe(401);
    await expect(browser.call((client) => client.user.authenticatedAccount())).resolves.toMatchObject({
      address: fresh.address.toLowerCase(),
    });

    // The removed wallet is free again: signing in with it makes a new user.
    const reborn = await signIn(newBrowser(), aliceSecond);
    expect(reborn.user.id).not.toBe(first.user.id);
  });

  it('signing in with another wallet without linking switches user and ends the previous session', async () => {
    const grace = privateKeyToAccount('0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6');
    const heidi = privateKeyToAccount('0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897');
    const browser = newBrowser();
    const asGrace = await signIn(browser, grace);
    const graceToken = browser.cookies.get(SESSION_COOKIE_NAME) ?? '';

    const asHeidi = await signIn(browser, heidi);
    expect(asHeidi.user.id).not.toBe(asGrace.user.id);
    expect(asHeidi.user.addresses).toEqual([heidi.address.toLowerCase()]);
    const stale = newBrowser();
    stale.cookies.set(SESSION_COOKIE_NAME, graceToken);
    expect(apiErrorStatus(await failure(stale.call((client) => client.user.authenticatedAccount())))).toBe(
      401,
    );
  });

  it('refuses to link a wallet without a session (401)', async () => {
    const ivan = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a');
    expect(apiErrorStatus(await failure(signIn(newBrowser(), ivan, true)))).toBe(401);
  });

  it('refuses to remove the last wallet (409)', async () => {
    const browser = newBrowser();
    const dave = privateKeyToAccount('0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e');
    await signIn(browser, dave);
    const error = await failure(
      browser.call((client) => client.user.removeAccount({ address: dave.address })),
    );
    expect(apiErrorStatus(error)).toBe(409);
    expect(apiErrorMessage(error)).toBe('A user must keep at least one wallet');
  });

  it("answers 404 for another user's wallet or an unknown one, and 409 when linking another user's wallet", async () => {
    const erin = privateKeyToAccount('0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356');
    const frank = privateKeyToAccount('0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97');
    const erinBrowser = newBrowser();
    const frankBrowser = newBrowser();
    await signIn(erinBrowser, erin);
    const frankAccount = await signIn(frankBrowser, frank);

    const notYours = await failure(
      erinBrowser.call((client) => client.user.removeAccount({ address: frank.address })),
    );
    expect(apiErrorStatus(notYours)).toBe(404);
    const unknown = await failure(
      erinBrowser.call((client) =>
        client.user.removeAccount({ address: '0x000000000000000000000000000000000000dEaD' }),
      ),
    );
    expect(apiErrorStatus(unknown)).toBe(404);

    // Erin, signed in, proves control of Frank's wallet: it belongs to Frank, so it is not moved.
    const conflict = await failure(signIn(erinBrowser, frank, true));
    expect(apiErrorStatus(conflict)).toBe(409);
    const frankNow = await frankBrowser.call((client) => client.user.authenticatedAccount());
    expect(frankNow.user).toEqual(frankAccount.user);
  });

  it('answers 401 to remove-account without a session', async () => {
    const error = await failure(
      newBrowser().call((client) => client.user.removeAccount({ address: alice.address })),
    );
    expect(apiErrorStatus(error)).toBe(401);
  });
});

describe('sign-in attempts, limited per client address', () => {
  it('counts the attempts with the messages asked for, then answers 429 with the wait', async () => {
    const limited = await startTestServer({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const someone = new TestBrowser(limited.url);
      const wallet = privateKeyToAccount(generatePrivateKey());
      const attempt = () =>
        someone
          .call((client) =>
            client.user.addAccount({ address: wallet.address, signature: `0x${'11'.repeat(65)}` }),
          )
          .then(
            () => undefined,
            (error: unknown) => error,
          );
      await someone.call((client) => client.user.messageToSign({ address: wallet.address }));
      expect(apiErrorStatus(await attempt())).not.toBe(429);
      const refused = await attempt();
      expect(apiErrorStatus(refused)).toBe(429);
      expect(apiErrorMessage(refused)).toMatch(
        /^Too many sign-in requests from this address: try again in \d+ s$/,
      );
    } finally {
      await limited.close();
    }
  });
});
