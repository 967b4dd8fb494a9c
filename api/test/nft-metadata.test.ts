import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  deployTestMultiToken,
  deployTestNft,
  TEST_PRIVATE_KEYS,
  testMultiTokenAbi,
  testNftAbi,
} from '@suite/chain';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { eq } from 'drizzle-orm';
import { createPublicClient, createWalletClient, encodeFunctionData, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { nftMetadataCache } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { failure, newWallet } from './support/accounts';
import { startLocalChain, type LocalChain } from './support/hardhat';
import { startTestServer, type TestServer } from './support/server';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let chain: LocalChain;
let server: TestServer;
let strict: TestServer;
let nft: Hex;
/** The ERC-1155 (TestMultiToken): no name, one base URI with `{id}`. */
let multi: Hex;
let metadataServer: Server;
/** What the metadata server has been asked, path by path. */
const served = new Map<string, number>();
/** ERC-1155 metadata the server answers at `/meta/{id as 64 hex digits}.json`. */
const multiDocs = new Map<string, unknown>();
let metadataOrigin: string;
/** A visitor: no session, ever. */
let visitor: TestBrowser;
let nextTokenId = 1n;

function json(value: unknown): string {
  return JSON.stringify(value);
}

/** Hardhat's account #0, which deploys the test contracts. */
const deployer = privateKeyToAccount(TEST_PRIVATE_KEYS[0]);

/** Sends one call (`encodeFunctionData` types it) from the deployer and waits until it is mined. */
async function send(to: Hex, data: Hex): Promise<void> {
  const transport = http(chain.rpcUrl);
  const wallet = createWalletClient({ chain: hardhat, transport, account: deployer });
  await createPublicClient({ chain: hardhat, transport }).waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to, data }),
  });
}

/** Mints a new token to the deployer (the only one who may set its URI) and stores `uri`. */
async function mintWithUri(uri: string): Promise<string> {
  const tokenId = nextTokenId;
  nextTokenId += 1n;
  await send(
    nft,
    encodeFunctionData({ abi: testNftAbi, functionName: 'mint', args: [deployer.address, tokenId] }),
  );
  await setUri(tokenId.toString(), uri);
  return tokenId.toString();
}

async function setUri(tokenId: string, uri: string): Promise<void> {
  await send(
    nft,
    encodeFunctionData({ abi: testNftAbi, functionName: 'setTokenURI', args: [BigInt(tokenId), uri] }),
  );
}

beforeAll(async () => {
  chain = await startLocalChain();
  nft = await deployTestNft(chain.rpcUrl);
  multi = await deployTestMultiToken(chain.rpcUrl);
  // A metadata server (and an IPFS gateway) on this machine.
  metadataServer = createServer((request, response) => {
    served.set(request.url ?? '', (served.get(request.url ?? '') ?? 0) + 1);
    const multiDoc = multiDocs.get(request.url ?? '');
    if (multiDoc !== undefined) {
      response.setHeader('content-type', 'application/json');
      response.end(json(multiDoc));
    } else if (request.url === '/meta/1.json') {
      response.setHeader('content-type', 'application/json');
      response.end(json({ name: 'Served', image: 'ipfs://QmImage/1.png' }));
    } else if (request.url === '/ipfs/QmMeta/2.json') {
      response.setHeader('content-type', 'application/json');
      response.end(json({ name: 'From IPFS', image: 'https://example.com/2.png' }));
    } else if (request.url === '/big.json') {
      response.setHeader('content-type', 'application/json');
      response.end(json({ name: 'x'.repeat(1_200_000) }));
    } else {
      response.statusCode = 404;
      response.end('not here');
    }
  });
  await new Promise<void>((resolve) => metadataServer.listen(0, '127.0.0.1', resolve));
  metadataOrigin = `http://127.0.0.1:${(metadataServer.address() as AddressInfo).port}`;
  server = await startTestServer({
    RPC_URLS: json({ 31337: chain.rpcUrl }),
    IPFS_GATEWAY_URL: `${metadataOrigin}/ipfs/`,
    NFT_METADATA_ALLOW_PRIVATE_ADDRESSES: 'true',
    NFT_METADATA_RATE_LIMIT_PER_MINUTE: '10000',
  });
  // As in production: metadata only from public addresses, a dead RPC for chain 1, a low limit.
  strict = await startTestServer({
    RPC_URLS: json({ 31337: chain.rpcUrl, 1: 'http://127.0.0.1:9' }),
    NFT_METADATA_ALLOW_PRIVATE_ADDRESSES: 'false',
    NFT_METADATA_RATE_LIMIT_PER_MINUTE: '5',
  });
  visitor = new TestBrowser(server.url);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await strict?.close();
  await new Promise((resolve) => metadataServer?.close(resolve));
  await chain?.stop();
});

describe('public NFT read', () => {
  it("reads a collection's name and symbol for a visitor without a session", async () => {
    const collection = await visitor.call((client) =>
      client.onchain.nft({ chainId: 31337, contractAddress: nft }),
    );
    expect(collection).toMatchObject({
      chainId: 31337,
      contractAddress: nft.toLowerCase(),
      standard: 'erc721',
      collectionName: 'Test NFT',
      symbol: 'tNFT',
      tokenId: null,
      name: 'Test NFT',
      image: null,
      metadataError: null,
    });
  });

  it('reads a data: URI token (base64 JSON) with its image, description and attributes', async () => {
    const metadata = {
      name: 'Blue Ape',
      description: 'An ape, in blue',
      image: PNG,
      attributes: [{ trait_type: 'Eyes', value: 'Laser' }, { value: 7 }],
    };
    const tokenId = await mintWithUri(
      `data:application/json;base64,${Buffer.from(json(metadata)).toString('base64')}`,
    );
    const token = await visitor.call((client) =>
      client.onchain.nft({ chainId: 31337, contractAddress: nft, tokenId }),
    );
    expect(token).toMatchObject({
      tokenId,
      name: 'Blue Ape',
      description: 'An ape, in blue',
      image: PNG,
      attributes: [
        { traitType: 'Eyes', value: 'Laser' },
        { traitType: null, value: 7 },
      ],
      metadataError: null,
    });
  });

  it('reads a plain data: JSON URI, an http(s) URI and an ipfs:// one through the gateway', async () => {
    const plain = await mintWithUri(`data:application/json,${encodeURIComponent(json({ name: 'Plain' }))}`);
    const served = await mintWithUri(`${metadataOrigin}/meta/1.json`);
    const ipfs = await mintWithUri('ipfs://QmMeta/2.json');
    const read = (tokenId: string) =>
      visitor.call((client) => client.onchain.nft({ chainId: 31337, contractAddress: nft, tokenId }));
    expect(await read(plain)).toMatchObject({ name: 'Plain', image: null, metadataError: null });
    // The metadata's ipfs:// image is rewritten through the gateway too.
    expect(await read(served)).toMatchObject({
      name: 'Served',
      image: `${metadataOrigin}/ipfs/QmImage/1.png`,
    });
    expect(await read(ipfs)).toMatchObject({ name: 'From IPFS', image: 'https://example.com/2.png' });
  });

  it('says why metadata cannot be read, and still names the token', async () => {
    const missing = await mintWithUri(`${metadataOrigin}/nowhere.json`);
    const big = await mintWithUri(`${metadataOrigin}/big.json`);
    const unset = await mintWithUri('');
    const read = (tokenId: string) =>
      visitor.call((client) => client.onchain.nft({ chainId: 31337, contractAddress: nft, tokenId }));
    expect(await read(missing)).toMatchObject({
      name: `Test NFT #${missing}`,
      image: null,
      metadataError: 'The metadata server answered 404',
    });
    expect((await read(big)).metadataError).toBe('The metadata is larger than 1000000 bytes');
    expect((await read(unset)).metadataError).toBe(
      `The contract gives no metadata URI for token ${unset} (it may not exist)`,
    );
    // Outside development, a metadata URL on a private address is never fetched (SSRF).
    const privately = await new TestBrowser(strict.url).call((client) =>
      client.onchain.nft({ chainId: 31337, contractAddress: nft, tokenId: missing }),
    );
    expect(privately.metadataError).toBe(
      'The metadata URL resolves to a private, loopback or reserved address, which this server does not read',
    );
  });

  it('answers from its cache until the answer expires; pruning deletes expired answers', async () => {
    const data = (name: string) => `data:application/json,${encodeURIComponent(json({ name }))}`;
    const tokenId = await mintWithUri(data('Before'));
    const read = () =>
      visitor.call((client) => client.onchain.nft({ chainId: 31337, contractAddress: nft, tokenId }));
    const first = await read();
    expect(first.name).toBe('Before');
    await setUri(tokenId, data('After'));
    // A cache hit: the chain is not read again, so the old answer stands (same read time).
    const second = await read();
    expect(second).toEqual(first);

    const db = server.testDatabase.database.db;
    const key = eq(nftMetadataCache.tokenId, tokenId);
    const [row] = await db.select().from(nftMetadataCache).where(key);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    const pruned = await server.running.app.background.pruning.prune(new Date(Date.now() + 3_700_000));
    expect(pruned?.nftMetadata).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(nftMetadataCache).where(key)).toEqual([]);
    expect((await read()).name).toBe('After');
  });

  it('answers 400 with the fields, 400 for a chain without an RPC, 422 without a contract, 502 when the RPC fails', async () => {
    const bad = await failure(
      visitor.call((client) => client.onchain.nft({ chainId: 0, contractAddress: '0x1', tokenId: 'x' })),
    );
    expect(apiErrorStatus(bad)).toBe(400);
    expect(Object.keys(apiFieldErrors(bad)).sort()).toEqual(['chainId', 'contractAddress', 'tokenId']);

    const noRpc = await failure(
      visitor.call((client) => client.onchain.nft({ chainId: 10, contractAddress: nft })),
    );
    expect(apiErrorStatus(noRpc)).toBe(400);
    expect(apiFieldErrors(noRpc)).toEqual({ chainId: 'No RPC is configured for chain 10' });

    const noContract = await failure(
      visitor.call((client) =>
        client.onchain.nft({ chainId: 31337, contractAddress: newWallet().address, tokenId: '1' }),
      ),
    );
    expect(apiErrorStatus(noContract)).toBe(422);
    expect(apiErrorMessage(noContract)).toBe(
      'There is no ERC-721 or ERC-1155 contract at this address on chain 31337',
    );

    const deadRpc = await failure(
      new TestBrowser(strict.url).call((client) => client.onchain.nft({ chainId: 1, contractAddress: nft })),
    );
    expect(apiErrorStatus(deadRpc)).toBe(502);
    expect(apiErrorMessage(deadRpc)).toBe('The RPC of chain 1 could not be read');
  });

  it('limits reads per client address, and lists the chains it can read', async () => {
    const limited = new TestBrowser(strict.url);
    const outcomes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      try {
        await limited.call((client) => client.onchain.nft({ chainId: 31337, contractAddress: nft }));
        outcomes.push(200);
      } catch (error) {
        outcomes.push(apiErrorStatus(error) ?? 0);
      }
    }
    expect(outcomes.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(await visitor.call((client) => client.onchain.chains())).toEqual({ chainIds: [31337] });
    expect(await limited.call((client) => client.onchain.chains())).toEqual({ chainIds: [1, 31337] });
  });

  it("lists a collection's tokens from its mint events for a visitor, 422 without a contract", async () => {
    const listed = await visitor.call((client) =>
      client.onchain.tokens({ chainId: 31337, contractAddress: nft }),
    );
    expect(listed.complete).toBe(true);
    // Every token the tests above minted, in minting order.
    expect(listed.tokenIds.slice(0, 3)).toEqual(['1', '2', '3']);
    expect(listed.tokenIds).toHaveLength(Number(nextTokenId - 1n));
    const none = await failure(
      visitor.call((client) =>
        client.onchain.tokens({ chainId: 31337, contractAddress: newWallet().address }),
      ),
    );
    expect(apiErrorStatus(none)).toBe(422);
  });
});

describe('public NFT read of an ERC-1155', () => {
  const mint = (id: bigint, amount: bigint) =>
    send(
      multi,
      encodeFunctionData({
        abi: testMultiTokenAbi,
        functionName: 'mint',
        args: [deployer.address, id, amount],
      }),
    );
  const read = (tokenId?: string) =>
    visitor.call((client) => client.onchain.nft({ chainId: 31337, contractAddress: multi, tokenId }));

  it('reads a token through uri(id) with {id} as 64 lower-case hex digits, once from its server, then from the cache', async () => {
    await send(
      multi,
      encodeFunctionData({
        abi: testMultiTokenAbi,
        functionName: 'setURI',
        args: [`${metadataOrigin}/meta/{id}.json`],
      }),
    );
    await mint(7n, 10n);
    await mint(171n, 1n);
    const seven = `/meta/${'0'.repeat(63)}7.json`;
    const hexLetters = `/meta/${'0'.repeat(62)}ab.json`;
    multiDocs.set(seven, {
      name: 'Gold Coin',
      description: 'Seven of a kind',
      image: 'ipfs://QmCoin/7.png',
      attributes: [
        { trait_type: 'Metal', value: 'Gold' },
        { trait_type: 'Weight', value: 7 },
      ],
    });
    multiDocs.set(hexLetters, { name: 'Token 171', image: 'https://example.com/171.png' });

    const first = await read('7');
    expect(first).toMatchObject({
      chainId: 31337,
      contractAddress: multi.toLowerCase(),
      standard: 'erc1155',
      collectionName: null,
      symbol: null,
      tokenId: '7',
      tokenURI: `${metadataOrigin}${seven}`,
      name: 'Gold Coin',
      description: 'Seven of a kind',
      image: `${metadataOrigin}/ipfs/QmCoin/7.png`,
      attributes: [
        { traitType: 'Metal', value: 'Gold' },
        { traitType: 'Weight', value: 7 },
      ],
      metadataError: null,
    });
    expect(served.get(seven)).toBe(1);
    // The second read is the cached answer: the metadata server is not asked again.
    expect(await read('7')).toEqual(first);
    expect(served.get(seven)).toBe(1);

    expect(await read('171')).toMatchObject({
      tokenURI: `${metadataOrigin}${hexLetters}`,
      name: 'Token 171',
      image: 'https://example.com/171.png',
      metadataError: null,
    });
  });

  it('names a token whose metadata cannot be read after its id, the contract having no name', async () => {
    await mint(8n, 1n);
    expect(await read('8')).toMatchObject({
      standard: 'erc1155',
      name: 'Token #8',
      image: null,
      metadataError: 'The metadata server answered 404',
    });
  });

  it('reads the collection: no name or symbol on chain, so it is named after its address', async () => {
    expect(await read()).toEqual({
      chainId: 31337,
      contractAddress: multi.toLowerCase(),
      standard: 'erc1155',
      collectionName: null,
      symbol: null,
      tokenId: null,
      tokenURI: null,
      name: `Collection ${multi.slice(0, 10)}…`,
      description: null,
      image: null,
      attributes: [],
      metadataError: null,
      readAt: expect.any(String),
    });
  });

  it('lists the ids its TransferSingle and TransferBatch mints created, once each, in minting order', async () => {
    await send(
      multi,
      encodeFunctionData({
        abi: testMultiTokenAbi,
        functionName: 'mintBatch',
        args: [deployer.address, [3n, 7n, 42n], [1n, 1n, 1n]],
      }),
    );
    await mint(7n, 5n);
    expect(
      await visitor.call((client) => client.onchain.tokens({ chainId: 31337, contractAddress: multi })),
    ).toEqual({ tokenIds: ['7', '171', '8', '3', '42'], complete: true });
  });
});
