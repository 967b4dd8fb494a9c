import { deployTestNft } from '@suite/chain';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import type { Hex } from 'viem';
import { TestBrowser } from './support/browser';
import { failure, newWallet, signIn } from './support/accounts';
import { startLocalChain, type LocalChain } from './support/hardhat';
import { startTestServer, type TestServer } from './support/server';

let chain: LocalChain;
let server: TestServer;
let nft: Hex;
let browser: TestBrowser;

beforeAll(async () => {
  chain = await startLocalChain();
  nft = await deployTestNft(chain.rpcUrl);
  server = await startTestServer({ RPC_URLS: JSON.stringify({ 31337: chain.rpcUrl }) });
  browser = new TestBrowser(server.url);
  await signIn(browser, newWallet());
}, 120_000);

afterAll(async () => {
  await server?.close();
  await chain?.stop();
});

describe('asset and collection lookup', () => {
  it("reads the collection's name and symbol on chain, with or without a token", async () => {
    const collection = await browser.call((client) =>
      client.onchain.asset({ chainId: 31337, contractAddress: nft }),
    );
    expect(collection).toEqual({
      chainId: 31337,
      contractAddress: nft.toLowerCase(),
      id: null,
      collectionName: 'Test NFT',
      name: 'Test NFT',
      symbol: 'tNFT',
      tokenURI: null,
    });
    const token = await browser.call((client) =>
      client.onchain.asset({ chainId: 31337, contractAddress: nft, tokenId: '7' }),
    );
    // The test NFT has no tokenURI: the lookup still answers.
    expect(token).toMatchObject({ id: '7', name: 'Test NFT #7', collectionName: 'Test NFT', tokenURI: null });
  });

  it('answers 400 for an unconfigured chain or bad input, 422 for an address without a contract', async () => {
    const unknownChain = await failure(
      browser.call((client) => client.onchain.asset({ chainId: 5, contractAddress: nft })),
    );
    expect(apiErrorStatus(unknownChain)).toBe(400);
    expect(apiErrorMessage(unknownChain)).toBe('No RPC is configured for chain 5');

    const bad = await failure(
      browser.call((client) => client.onchain.asset({ chainId: 0, contractAddress: '0x1', tokenId: '-1' })),
    );
    expect(apiErrorStatus(bad)).toBe(400);
    expect(Object.keys(apiFieldErrors(bad)).sort()).toEqual(['chainId', 'contractAddress', 'tokenId']);

    const noContract = await failure(
      browser.call((client) =>
        client.onchain.asset({ chainId: 31337, contractAddress: newWallet().address }),
      ),
    );
    expect(apiErrorStatus(noContract)).toBe(422);
  });

  it('answers 401 without a session', async () => {
    const error = await failure(
      new TestBrowser(server.url).call((client) =>
        client.onchain.asset({ chainId: 31337, contractAddress: nft }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(401);
  });
});
