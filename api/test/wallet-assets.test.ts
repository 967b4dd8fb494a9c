import { createServer, type Server } from 'node:http';
import { deployTestNft, testNftAbi, TEST_PRIVATE_KEYS } from '@suite/chain';
import type { ImportedNft, ImportedToken, WalletAssets } from '@suite/shared';
import { walletAssetsMessage } from '@suite/shared/schemas';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  parseEther,
  type Hex,
  type PrivateKeyAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { failure } from './support/accounts';
import { anonymous, newSeller, newSite, type Seller } from './support/catalog';
import { startPaymentChain, TEST_TOKEN } from './support/payments';
import { startTestServer } from './support/server';

let close: () => Promise<void>;
let chainRpc: string;
let seller: Seller;
let visitorCall: ReturnType<typeof anonymous>;
let siteId: number;
let otherSiteId: number;
let nft: Hex;
let explorer: Server;
let explorerRequests: URL[] = [];
let transfer: (to: string, amount: string) => Promise<Hex>;

const local = (rpcUrl: string) =>
  defineChain({
    id: 31337,
    name: 'Local chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });

function walletOf(account: PrivateKeyAccount) {
  return createWalletClient({ chain: local(chainRpc), transport: http(chainRpc), account });
}
const reader = () => createPublicClient({ chain: local(chainRpc), transport: http(chainRpc) });

async function mined(hash: Hex) {
  const receipt = await reader().waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
}

/** Sends `ether` from Hardhat's funded account #1 to `to`. */
async function sendEther(to: string, ether: string): Promise<Hex> {
  const hash = await walletOf(privateKeyToAccount(TEST_PRIVATE_KEYS[1])).sendTransaction({
    to: getAddress(to),
    value: parseEther(ether),
  });
  await mined(hash);
  return hash;
}

/** A fake Etherscan-compatible `txlist` (the explorer is outside the world of these tests). */
function startExplorer(transactions: unknown[]): Promise<string> {
  explorer = createServer((request, response) => {
    explorerRequests.push(new URL(request.url ?? '/', 'http://explorer'));
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ status: '1', message: 'OK', result: transactions }));
  });
  return new Promise((resolve) =>
    explorer.listen(0, '127.0.0.1', () => {
      const address = explorer.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`);
    }),
  );
}

const EXPLORER_SENDER = '0x1111111111111111111111111111111111111111';
const EXPLORED = privateKeyToAccount(generatePrivateKey());

beforeAll(async () => {
  const explorerUrl = await startExplorer([
    {
      hash: `0x${'ab'.repeat(32)}`,
      blockNumber: '7',
      timeStamp: '1700000000',
      from: EXPLORER_SENDER,
      to: EXPLORED.address.toLowerCase(),
      value: '20000000000000000',
      isError: '0',
    },
    {
      hash: `0x${'cd'.repeat(32)}`,
      blockNumber: '6',
      timeStamp: '1699999000',
      from: EXPLORER_SENDER,
      to: EXPLORED.address.toLowerCase(),
      value: '5',
      isError: '1',
    },
  ]);
  const chain = await startPaymentChain();
  chainRpc = chain.chain.rpcUrl;
  transfer = (to, amount) => chain.transfer(to, amount);
  // Chains 1 and 10 are read through the same local node, to test the explorer and its absence.
  const server = await startTestServer({
    RPC_URLS: JSON.stringify({ 31337: chainRpc, 1: chainRpc, 10: chainRpc }),
    EXPLORER_API_URLS: JSON.stringify({ 1: explorerUrl }),
    EXPLORER_API_KEY: 'the-explorer-key',
  });
  close = async () => {
    await server.close();
    await chain.stop();
  };
  nft = await deployTestNft(chainRpc);
  seller = await newSeller(server);
  visitorCall = anonymous(server);
  const config = {
    name: 'NFT site',
    currency: 'USD',
    page: { title: 'Home' },
    collections: [
      {
        chainId: 31337,
        contractAddress: nft,
        name: 'Site collection',
        image: 'https://example.com/image.png',
        backgroundImage: 'https://example.com/background.png',
      },
    ],
  };
  siteId = (
    await seller.call((client) => client.widget.upsert({ config: JSON.stringify(config), kit: 'NFT' }))
  ).id;
  otherSiteId = await newSite(seller, 'Other site');
}, 180_000);

afterAll(async () => {
  await close?.();
  explorer?.close();
});

describe('wallet activity', () => {
  it('lists a 0.01 ETH send and a token transfer on the local chain, newest first, paged', async () => {
    const visitor = privateKeyToAccount(generatePrivateKey());
    const sendHash = await sendEther(visitor.address, '0.01');
    const tokenHash = await transfer(visitor.address, '2.5');
    await mined(tokenHash);
    const activity = await visitorCall((client) =>
      client.onchain.activity({ chainId: 31337, address: visitor.address, tokens: TEST_TOKEN }),
    );
    expect(activity.nativeSource).toBe('chain');
    expect(activity.total).toBe(2);
    expect(activity.items.map((item) => [item.kind, item.direction, item.symbol, item.value])).toEqual([
      ['erc20', 'received', 'tUSDC', '2500000'],
      ['native', 'received', 'ETH', '10000000000000000'],
    ]);
    const [token, native] = activity.items;
    expect(token?.transactionHash).toBe(tokenHash);
    expect(native).toMatchObject({
      transactionHash: sendHash,
      counterparty: privateKeyToAccount(TEST_PRIVATE_KEYS[1]).address,
      token: null,
      decimals: 18,
    });
    expect(native?.timestamp).toEqual(expect.stringMatching(/^\d{4}-/));
    expect(activity.notes.join(' ')).toContain('last 1,000 blocks');

    const second = await visitorCall((client) =>
      client.onchain.activity({
        chainId: 31337,
        address: visitor.address,
        tokens: TEST_TOKEN,
        page: 2,
        pageSize: 1,
      }),
    );
    expect(second.items.map((item) => item.transactionHash)).toEqual([sendHash]);

    // A search by symbol covers every page: counted and paged among the matches only.
    const searched = await visitorCall((client) =>
      client.onchain.activity({
        chainId: 31337,
        address: visitor.address,
        tokens: TEST_TOKEN,
        search: ' eth ',
        pageSize: 1,
      }),
    );
    expect(searched.total).toBe(1);
    expect(searched.items.map((item) => item.transactionHash)).toEqual([sendHash]);

    // The sender sees it as sent; without the token listed, only the native transfer.
    const sender = await visitorCall((client) =>
      client.onchain.activity({ chainId: 31337, address: privateKeyToAccount(TEST_PRIVATE_KEYS[1]).address }),
    );
    expect(sender.items.find((item) => item.transactionHash === sendHash)).toMatchObject({
      direction: 'sent',
      counterparty: visitor.address,
    });
    expect(sender.items.every((item) => item.kind === 'native')).toBe(true);
  });

  it('reads native transfers from the configured explorer, with its key, and says when none is configured', async () => {
    explorerRequests = [];
    const fromExplorer = await visitorCall((client) =>
      client.onchain.activity({ chainId: 1, address: EXPLORED.address }),
    );
    expect(fromExplorer.nativeSource).toBe('explorer');
    // The failed transaction is left out.
    expect(fromExplorer.items).toEqual([
      expect.objectContaining({
        kind: 'native',
        direction: 'received',
        symbol: 'ETH',
        value: '20000000000000000',
        counterparty: getAddress(EXPLORER_SENDER),
        timestamp: '2023-11-14T22:13:20.000Z',
      }),
    ]);
    expect(explorerRequests[0]?.searchParams.get('action')).toBe('txlist');
    expect(explorerRequests[0]?.searchParams.get('apikey')).toBe('the-explorer-key');

    const none = await visitorCall((client) =>
      client.onchain.activity({ chainId: 10, address: EXPLORED.address }),
    );
    expect(none.nativeSource).toBe('none');
    expect(none.nativeNote).toBe(
      'Native transfers need a block explorer API on this network, and none is configured: only token transfers are listed.',
    );
  });

  it('answers 400 for an unconfigured chain and bad input', async () => {
    const unknown = await failure(
      visitorCall((client) => client.onchain.activity({ chainId: 5, address: EXPLORED.address })),
    );
    expect(apiErrorStatus(unknown)).toBe(400);
    const bad = await failure(
      visitorCall((client) =>
        client.onchain.activity({ chainId: 31337, address: '0x12', tokens: 'nope', search: 'x'.repeat(65) }),
      ),
    );
    expect(apiErrorStatus(bad)).toBe(400);
    expect(Object.keys(apiFieldErrors(bad)).sort()).toEqual(['address', 'search', 'tokens.0']);
  });
});

async function mintTo(owner: string, tokenId: bigint) {
  const deployer = walletOf(privateKeyToAccount(TEST_PRIVATE_KEYS[0]));
  await mined(
    await deployer.writeContract({
      address: nft,
      abi: testNftAbi,
      functionName: 'mint',
      args: [getAddress(owner), tokenId],
    }),
  );
}

describe('owned NFTs', () => {
  it("discovers an NFT minted to the visitor in the site's collections, minus one sent away", async () => {
    const visitor = privateKeyToAccount(generatePrivateKey());
    await sendEther(visitor.address, '1');
    await mintTo(visitor.address, 101n);
    await mintTo(visitor.address, 102n);
    await mined(
      await walletOf(visitor).writeContract({
        address: nft,
        abi: testNftAbi,
        functionName: 'transferFrom',
        args: [visitor.address, EXPLORER_SENDER, 102n],
      }),
    );
    const owned = await visitorCall((client) =>
      client.walletAssets.nfts({ siteId, address: visitor.address, chainId: 31337 }),
    );
    expect(owned).toEqual({
      items: [
        {
          chainId: 31337,
          contractAddress: getAddress(nft),
          tokenId: '101',
          standard: 'erc721',
          balance: '1',
          collectionName: 'Site collection',
        },
      ],
      unreadable: [],
    });
    // Another site does not list the collection: nothing is discovered there.
    await expect(
      visitorCall((client) =>
        client.walletAssets.nfts({ siteId: otherSiteId, address: visitor.address, chainId: 31337 }),
      ),
    ).resolves.toEqual({ items: [], unreadable: [] });
  });

  it('answers 404 for an unknown site and 400 for an unconfigured chain', async () => {
    const unknown = await failure(
      visitorCall((client) =>
        client.walletAssets.nfts({ siteId: 2_000_000_000, address: EXPLORED.address, chainId: 31337 }),
      ),
    );
    expect(apiErrorStatus(unknown)).toBe(404);
    const noChain = await failure(
      visitorCall((client) => client.walletAssets.nfts({ siteId, address: EXPLORED.address, chainId: 5 })),
    );
    expect(apiErrorStatus(noChain)).toBe(400);
  });
});

const TOKEN: ImportedToken = {
  chainId: 31337,
  address: TEST_TOKEN,
  symbol: 'tUSDC',
  name: 'Test USD Coin',
  decimals: 6,
};
const IMPORTED_NFT: ImportedNft = {
  chainId: 31337,
  address: getAddress('0x2222222222222222222222222222222222222222'),
  tokenId: '5',
  collectionName: 'Imported',
  favorite: true,
  hidden: false,
};

async function signedSave(
  account: PrivateKeyAccount,
  site: number,
  assets: WalletAssets,
  options: { signedAt?: string; signer?: PrivateKeyAccount; signedAssets?: WalletAssets } = {},
) {
  const signedAt = options.signedAt ?? new Date().toISOString();
  const signature = await (options.signer ?? account).signMessage({
    message: walletAssetsMessage({
      siteId: site,
      address: account.address,
      assets: options.signedAssets ?? assets,
      signedAt,
    }),
  });
  return { siteId: site, address: account.address, ...assets, signedAt, signature };
}

describe('imported tokens and NFTs, saved per site and wallet', () => {
  it('saves lists signed by the wallet and reads them back publicly, per site', async () => {
    const visitor = privateKeyToAccount(generatePrivateKey());
    await expect(
      visitorCall((client) => client.walletAssets.get({ siteId, address: visitor.address })),
    ).resolves.toEqual({ tokens: [], nfts: [], updatedAt: null });
    const assets = { tokens: [TOKEN], nfts: [IMPORTED_NFT] };
    await expect(
      visitorCall(async (client) => client.walletAssets.save(await signedSave(visitor, siteId, assets))),
    ).resolves.toEqual({ ok: true });
    const saved = await visitorCall((client) =>
      client.walletAssets.get({ siteId, address: visitor.address.toLowerCase() }),
    );
    expect(saved).toMatchObject(assets);
    expect(saved.updatedAt).toEqual(expect.stringMatching(/^\d{4}-/));
    // Another site's list is separate.
    await expect(
      visitorCall((client) => client.walletAssets.get({ siteId: otherSiteId, address: visitor.address })),
    ).resolves.toEqual({ tokens: [], nfts: [], updatedAt: null });
    // The imported NFT's contract is read for owned NFTs too (nothing there: it is listed unreadable).
    const owned = await visitorCall((client) =>
      client.walletAssets.nfts({ siteId, address: visitor.address, chainId: 31337 }),
    );
    expect(owned.unreadable).toEqual([
      { contractAddress: IMPORTED_NFT.address, message: 'There is no contract at this address' },
    ]);
  });

  it('refuses a save without a valid, fresh, newer signature of the lists, and writes nothing', async () => {
    const visitor = privateKeyToAccount(generatePrivateKey());
    const assets = { tokens: [TOKEN], nfts: [] };
    const first = await signedSave(visitor, siteId, assets);
    await visitorCall((client) => client.walletAssets.save(first));
    const before = await visitorCall((client) =>
      client.walletAssets.get({ siteId, address: visitor.address }),
    );

    const other = { tokens: [], nfts: [IMPORTED_NFT] };
    const attempts: [string, () => Promise<unknown>, number][] = [
      [
        'no signature',
        () => visitorCall((client) => client.walletAssets.save({ ...first, ...other, signature: '' })),
        400,
      ],
      [
        "another wallet's signature",
        () =>
          visitorCall(async (client) =>
            client.walletAssets.save(
              await signedSave(visitor, siteId, other, { signer: privateKeyToAccount(generatePrivateKey()) }),
            ),
          ),
        401,
      ],
      [
        'a signature of other lists',
        () =>
          visitorCall(async (client) =>
            client.walletAssets.save(await signedSave(visitor, siteId, other, { signedAssets: assets })),
          ),
        401,
      ],
      [
        "another site's signature",
        () =>
          visitorCall(async (client) => {
            const signed = await signedSave(visitor, otherSiteId, other);
            return client.walletAssets.save({ ...signed, siteId });
          }),
        401,
      ],
      [
        'an old signature',
        () =>
          visitorCall(async (client) =>
            client.walletAssets.save(
              await signedSave(visitor, siteId, other, {
                signedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
              }),
            ),
          ),
        400,
      ],
      ['the first save replayed', () => visitorCall((client) => client.walletAssets.save(first)), 401],
    ];
    for (const [what, attempt, status] of attempts) {
      const error = await failure(attempt());
      expect([what, apiErrorStatus(error)]).toEqual([what, status]);
    }
    await expect(
      visitorCall((client) => client.walletAssets.get({ siteId, address: visitor.address })),
    ).resolves.toEqual(before);
  });

  it('answers 400 with the fields of bad lists and 404 for an unknown site', async () => {
    const visitor = privateKeyToAccount(generatePrivateKey());
    const bad = await failure(
      visitorCall(async (client) =>
        client.walletAssets.save({
          ...(await signedSave(visitor, siteId, { tokens: [TOKEN], nfts: [] })),
          tokens: [{ ...TOKEN, decimals: 300, address: '0x1' }],
          nfts: Array.from({ length: 501 }, () => IMPORTED_NFT),
        }),
      ),
    );
    expect(apiErrorStatus(bad)).toBe(400);
    expect(Object.keys(apiFieldErrors(bad)).sort()).toEqual([
      'nfts',
      'tokens.0.address',
      'tokens.0.decimals',
    ]);
    const unknown = await failure(
      visitorCall(async (client) =>
        client.walletAssets.save(await signedSave(visitor, 2_000_000_000, { tokens: [], nfts: [] })),
      ),
    );
    expect(apiErrorStatus(unknown)).toBe(404);
    expect(apiErrorMessage(unknown)).toMatch(/site/i);
  });
});
