import {
  deployTestMultiToken,
  deployTestNft,
  TEST_PRIVATE_KEYS,
  testMultiTokenAbi,
  testNftAbi,
} from '@suite/chain';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { createPublicClient, createWalletClient, http, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { failure, newWallet, signIn } from './support/accounts';
import { startLocalChain, type LocalChain } from './support/hardhat';
import { startTestServer, type TestServer } from './support/server';

let chain: LocalChain;
let server: TestServer;
let nft: Hex;
let multiToken: Hex;

beforeAll(async () => {
  chain = await startLocalChain();
  nft = await deployTestNft(chain.rpcUrl);
  multiToken = await deployTestMultiToken(chain.rpcUrl);
  server = await startTestServer({
    RPC_URLS: JSON.stringify({ 31337: chain.rpcUrl }),
    // A shown NFT picture is checked again on every read here (every 10 minutes by default).
    NFT_PICTURE_RECHECK_SECONDS: '0',
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await chain?.stop();
});

async function mint(to: PrivateKeyAccount, tokenId: bigint): Promise<void> {
  const transport = http(chain.rpcUrl);
  const [deployerKey] = TEST_PRIVATE_KEYS;
  const wallet = createWalletClient({ chain: hardhat, transport, account: privateKeyToAccount(deployerKey) });
  const hash = await wallet.writeContract({
    address: nft,
    abi: testNftAbi,
    functionName: 'mint',
    args: [to.address, tokenId],
  });
  await createPublicClient({ chain: hardhat, transport }).waitForTransactionReceipt({ hash });
}

/** Mints `amount` units of the test multi-token's id `id` (ERC-1155) to `to`. */
async function mintUnits(to: PrivateKeyAccount, id: bigint, amount: bigint): Promise<void> {
  const transport = http(chain.rpcUrl);
  const [deployerKey] = TEST_PRIVATE_KEYS;
  const wallet = createWalletClient({ chain: hardhat, transport, account: privateKeyToAccount(deployerKey) });
  const hash = await wallet.writeContract({
    address: multiToken,
    abi: testMultiTokenAbi,
    functionName: 'mint',
    args: [to.address, id, amount],
  });
  await createPublicClient({ chain: hardhat, transport }).waitForTransactionReceipt({ hash });
}

/** Sends `from`'s token away (ERC-721 token `tokenId`, or one unit of ERC-1155 id `tokenId`), as a sale would. */
async function sendAway(
  from: PrivateKeyAccount,
  tokenId: bigint,
  standard: 'erc721' | 'erc1155',
): Promise<void> {
  const transport = http(chain.rpcUrl);
  const reader = createPublicClient({ chain: hardhat, transport });
  const [fundsKey] = TEST_PRIVATE_KEYS;
  const bank = createWalletClient({ chain: hardhat, transport, account: privateKeyToAccount(fundsKey) });
  // Gas for the fresh wallet.
  await reader.waitForTransactionReceipt({
    hash: await bank.sendTransaction({ to: from.address, value: 10n ** 16n }),
  });
  const wallet = createWalletClient({ chain: hardhat, transport, account: from });
  const buyer = newWallet().address;
  const hash =
    standard === 'erc721'
      ? await wallet.writeContract({
          address: nft,
          abi: testNftAbi,
          functionName: 'transferFrom',
          args: [from.address, buyer, tokenId],
        })
      : await wallet.writeContract({
          address: multiToken,
          abi: testMultiTokenAbi,
          functionName: 'safeTransferFrom',
          args: [from.address, buyer, tokenId, 1n, '0x'],
        });
  await reader.waitForTransactionReceipt({ hash });
}

async function signedIn(): Promise<{ browser: TestBrowser; wallet: PrivateKeyAccount }> {
  const browser = new TestBrowser(server.url);
  const wallet = newWallet();
  await signIn(browser, wallet);
  return { browser, wallet };
}

describe('profile', () => {
  it('saves a profile with a store profile, shows it publicly, and reports the username as taken', async () => {
    const { browser, wallet } = await signedIn();
    const saved = await browser.call((client) =>
      client.user.upsert({
        username: 'Alice_1',
        bio: 'Builder',
        createdOnSiteId: 12,
        title: 'My store',
        name: 'Alice',
        profileImageURL: '/api/uploads/a.png',
        backgroundImageURL: 'https://example.com/bg.png',
        description: 'Things',
        storeAccount: wallet.address,
      }),
    );
    expect(saved).toMatchObject({
      username: 'alice_1',
      bio: 'Builder',
      createdOnSiteId: '12',
      nftProfile: null,
      storeProfile: {
        title: 'My store',
        name: 'Alice',
        profileImageURL: '/api/uploads/a.png',
        backgroundImageURL: 'https://example.com/bg.png',
        description: 'Things',
        storeAccount: wallet.address,
      },
    });

    // Absent fields stay, null clears, and the first site is kept.
    const edited = await browser.call((client) =>
      client.user.upsert({ username: 'alice_1', bio: null, createdOnSiteId: '99' }),
    );
    expect(edited).toMatchObject({ bio: null, createdOnSiteId: '12', storeProfile: { title: 'My store' } });
    expect(await browser.call((client) => client.user.profile())).toEqual(edited);

    const anonymous = new TestBrowser(server.url);
    expect(await anonymous.call((client) => client.user.usernameExists({ username: 'ALICE_1' }))).toEqual({
      exists: true,
    });
    expect(await anonymous.call((client) => client.user.usernameExists({ username: 'nobody_here' }))).toEqual(
      {
        exists: false,
      },
    );
    const publicProfile = await anonymous.call((client) => client.user.byUsername({ username: 'Alice_1' }));
    expect(publicProfile).toEqual({
      username: 'alice_1',
      bio: null,
      nftProfile: null,
      storeProfile: edited.storeProfile,
      createdAt: edited.createdAt,
    });
    expect(publicProfile).not.toHaveProperty('createdOnSiteId');

    const unknown = await failure(
      anonymous.call((client) => client.user.byUsername({ username: 'nobody_here' })),
    );
    expect(apiErrorStatus(unknown)).toBe(404);

    const other = await signedIn();
    const taken = await failure(other.browser.call((client) => client.user.upsert({ username: 'ALICE_1' })));
    expect(apiErrorStatus(taken)).toBe(409);
    expect(apiErrorMessage(taken)).toBe('This username is already taken');
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const { browser } = await signedIn();
    const error = await failure(
      browser.call((client) =>
        client.user.upsert({
          username: 'a!',
          profileImageURL: 'javascript:alert(1)',
          storeAccount: '0x123',
          bio: 'x'.repeat(501),
          // A browser reads `/\host` as another server, not a path on this one.
          backgroundImageURL: '/\\evil.example/x.png',
          createdOnSiteId: 'my-site',
        }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      username: 'Must be at least 3 characters',
      profileImageURL: 'Must be a URL',
      backgroundImageURL: 'Must be a URL',
      storeAccount: 'Must be a valid address (0x followed by 40 hex characters)',
      bio: 'Must be at most 500 characters',
      createdOnSiteId: 'Must be a widget id',
    });
    const tooLong = await failure(browser.call((client) => client.user.upsert({ username: 'a'.repeat(31) })));
    expect(apiFieldErrors(tooLong)).toEqual({ username: 'Must be at most 30 characters' });
    const badCharacters = await failure(
      browser.call((client) => client.user.upsert({ username: 'with space' })),
    );
    expect(apiFieldErrors(badCharacters)).toEqual({ username: 'Only letters, digits and _' });
    // `/u/account` is the admin's account page, so a profile named so could never be opened.
    const reserved = await failure(browser.call((client) => client.user.upsert({ username: 'Account' })));
    expect(apiFieldErrors(reserved)).toEqual({ username: 'This name is reserved' });
    expect((await browser.call((client) => client.user.profile())).username).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const anonymous = new TestBrowser(server.url);
    for (const call of [
      () => anonymous.call((client) => client.user.upsert({ username: 'someone' })),
      () => anonymous.call((client) => client.user.profile()),
      () =>
        anonymous.call((client) =>
          client.user.validateNftOwnership({ nftChainId: 31337, nftAddress: nft, nftId: '1' }),
        ),
      () =>
        anonymous.call((client) =>
          client.user.setNftProfile({ nftChainId: 31337, nftAddress: nft, nftId: '1' }),
        ),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(401);
    }
  });
});

describe('NFT ownership', () => {
  it('confirms the owner, whichever linked wallet holds the token', async () => {
    const { browser, wallet } = await signedIn();
    await mint(wallet, 1n);
    const result = await browser.call((client) =>
      client.user.validateNftOwnership({ nftChainId: 31337, nftAddress: nft, nftId: '1' }),
    );
    expect(result).toEqual({ success: true });

    // A second wallet linked to the same user counts too.
    const second = newWallet();
    await signIn(browser, second, true);
    await mint(second, 2n);
    expect(
      await browser.call((client) =>
        client.user.validateNftOwnership({ nftChainId: 31337, nftAddress: nft, nftId: '2' }),
      ),
    ).toEqual({ success: true });
  });

  it("tells a non-owner 'You are not the owner of this NFT'", async () => {
    const owner = newWallet();
    await mint(owner, 3n);
    const { browser } = await signedIn();
    expect(
      await browser.call((client) =>
        client.user.validateNftOwnership({ nftChainId: 31337, nftAddress: nft, nftId: '3' }),
      ),
    ).toEqual({ success: false, message: 'You are not the owner of this NFT', reason: 'notNftOwner' });
  });

  it('answers an unknown token, a non-contract address and an unconfigured chain with a failure message', async () => {
    const { browser, wallet } = await signedIn();
    expect(
      await browser.call((client) =>
        client.user.validateNftOwnership({ nftChainId: 31337, nftAddress: nft, nftId: '999999' }),
      ),
    ).toEqual({
      success: false,
      message: 'This NFT does not exist on chain 31337',
      reason: 'nftMissing',
      values: { chainId: 31337 },
    });
    expect(
      await browser.call((client) =>
        client.user.validateNftOwnership({ nftChainId: 31337, nftAddress: wallet.address, nftId: '1' }),
      ),
    ).toEqual({
      success: false,
      message: 'There is no ERC-721 or ERC-1155 contract at this address on chain 31337',
      reason: 'noNftContract',
      values: { chainId: 31337 },
    });
    expect(
      await browser.call((client) =>
        client.user.validateNftOwnership({ nftChainId: 1, nftAddress: nft, nftId: '1' }),
      ),
    ).toEqual({
      success: false,
      message: 'No RPC is configured for chain 1',
      reason: 'noRpc',
      values: { chainId: 1 },
    });
  });

  it("answers 400 'Missing required parameters to validate NFT' when a parameter is missing", async () => {
    const { browser } = await signedIn();
    const response = await browser.request('/api/user/validate-nft-ownership', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nftChainId: 31337, nftAddress: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Missing required parameters to validate NFT',
      data: { fields: { nftAddress: 'Required', nftId: 'Required' } },
    });
    const bad = await failure(
      browser.call((client) =>
        client.user.validateNftOwnership({ nftChainId: 31337, nftAddress: '0x12', nftId: 'x' }),
      ),
    );
    expect(apiErrorStatus(bad)).toBe(400);
    expect(Object.keys(apiFieldErrors(bad)).sort()).toEqual(['nftAddress', 'nftId']);
  });

  it('sets the NFT profile only for an owned token, and shows it publicly', async () => {
    const { browser, wallet } = await signedIn();
    await mint(wallet, 4n);
    await browser.call((client) => client.user.upsert({ username: 'nft_owner' }));

    const notOwned = await failure(
      browser.call((client) => client.user.setNftProfile({ nftChainId: 31337, nftAddress: nft, nftId: '3' })),
    );
    expect(apiErrorStatus(notOwned)).toBe(403);
    expect(apiErrorMessage(notOwned)).toBe('You are not the owner of this NFT');
    const missing = await failure(
      browser.call((client) =>
        client.user.setNftProfile({ nftChainId: 31337, nftAddress: nft, nftId: '999999' }),
      ),
    );
    expect(apiErrorStatus(missing)).toBe(422);
    expect((await browser.call((client) => client.user.profile())).nftProfile).toBeNull();

    const saved = await browser.call((client) =>
      client.user.setNftProfile({ nftChainId: 31337, nftAddress: nft, nftId: '4' }),
    );
    const expected = { nftChainId: 31337, nftAddress: nft.toLowerCase(), nftId: '4' };
    expect(saved.nftProfile).toEqual(expected);
    const shown = await new TestBrowser(server.url).call((client) =>
      client.user.byUsername({ username: 'nft_owner' }),
    );
    expect(shown.nftProfile).toEqual(expected);
  });

  it('drops the picture when the wallet holding it is unlinked, keeps it while a linked wallet holds it, and removes it on request', async () => {
    const { browser, wallet } = await signedIn();
    const second = newWallet();
    await signIn(browser, second, true);
    // Signed in with the second wallet, so the first can be unlinked.
    await signIn(browser, second);
    await mint(second, 6n);
    await mint(wallet, 5n);
    const picture = (nftId: string) =>
      browser.call((client) => client.user.setNftProfile({ nftChainId: 31337, nftAddress: nft, nftId }));
    const current = async () => (await browser.call((client) => client.user.profile())).nftProfile;

    await picture('6');
    const third = newWallet();
    await signIn(browser, third, true);
    await signIn(browser, second);
    await browser.call((client) => client.user.removeAccount({ address: third.address }));
    // Still held by a linked wallet: it stays.
    expect(await current()).toEqual({ nftChainId: 31337, nftAddress: nft.toLowerCase(), nftId: '6' });

    await picture('5');
    await browser.call((client) => client.user.removeAccount({ address: wallet.address }));
    expect(await current()).toBeNull();

    await picture('6');
    const cleared = await browser.call((client) => client.user.clearNftProfile());
    expect(cleared.nftProfile).toBeNull();
    expect(await current()).toBeNull();
    const anonymous = await failure(
      new TestBrowser(server.url).call((client) => client.user.clearNftProfile()),
    );
    expect(apiErrorStatus(anonymous)).toBe(401);
  });
  it('takes a held ERC-1155 token as owned, and refuses one the wallets hold none of', async () => {
    const { browser, wallet } = await signedIn();
    await mintUnits(wallet, 7n, 2n);
    const validate = (nftId: string) =>
      browser.call((client) =>
        client.user.validateNftOwnership({ nftChainId: 31337, nftAddress: multiToken, nftId }),
      );
    expect(await validate('7')).toEqual({ success: true });
    expect(await validate('8')).toEqual({
      success: false,
      message: 'You are not the owner of this NFT',
      reason: 'notNftOwner',
    });
    const saved = await browser.call((client) =>
      client.user.setNftProfile({ nftChainId: 31337, nftAddress: multiToken, nftId: '7' }),
    );
    expect(saved.nftProfile).toEqual({ nftChainId: 31337, nftAddress: multiToken.toLowerCase(), nftId: '7' });
  });

  it('drops a shown picture once the token left the wallets: sold on, publicly and in the header', async () => {
    const { browser, wallet } = await signedIn();
    await mint(wallet, 9n);
    await browser.call((client) => client.user.upsert({ username: 'sold_on' }));
    await browser.call((client) =>
      client.user.setNftProfile({ nftChainId: 31337, nftAddress: nft, nftId: '9' }),
    );
    const anonymous = new TestBrowser(server.url);
    const publicPicture = async () =>
      (await anonymous.call((client) => client.user.byUsername({ username: 'sold_on' }))).nftProfile;
    expect(await publicPicture()).toEqual({ nftChainId: 31337, nftAddress: nft.toLowerCase(), nftId: '9' });

    await sendAway(wallet, 9n, 'erc721');
    expect(await publicPicture()).toBeNull();
    expect((await browser.call((client) => client.user.authenticatedAccount())).user.nftProfile).toBeNull();
    expect((await browser.call((client) => client.user.profile())).nftProfile).toBeNull();
  });

  it('drops an ERC-1155 picture once the wallets hold no unit of it', async () => {
    const { browser, wallet } = await signedIn();
    await mintUnits(wallet, 11n, 1n);
    await browser.call((client) =>
      client.user.setNftProfile({ nftChainId: 31337, nftAddress: multiToken, nftId: '11' }),
    );
    await sendAway(wallet, 11n, 'erc1155');
    expect((await browser.call((client) => client.user.profile())).nftProfile).toBeNull();
  });

  it('answers the session check with the stored picture while a slow node has not answered its check', async () => {
    // A node that takes every request and answers none until the test is over.
    const held: ServerResponse[] = [];
    const node = createServer((_request, response) => held.push(response));
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    const { port } = node.address() as AddressInfo;
    const slow = await startTestServer({
      RPC_URLS: JSON.stringify({ 31337: `http://127.0.0.1:${port}` }),
      NFT_PICTURE_RECHECK_SECONDS: '0',
    });
    try {
      const browser = new TestBrowser(slow.url);
      const wallet = newWallet();
      const account = await signIn(browser, wallet);
      const picture = { nftChainId: 31337, nftAddress: nft.toLowerCase(), nftId: '9' };
      await slow.testDatabase.database.db.update(users).set(picture).where(eq(users.id, account.user.id));

      const shown = await browser.call((client) => client.user.authenticatedAccount());
      expect(shown.user.nftProfile).toEqual(picture);
      // The node was asked, and had not answered when the account did.
      expect(held.length).toBeGreaterThan(0);
    } finally {
      for (const response of held) response.destroy();
      node.close();
      await slow.close();
    }
  });
});
