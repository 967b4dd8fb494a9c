import { LOCAL_DEX, LOCAL_TEST_STABLECOIN_ADDRESS, type SwapPriceInput, type SwapQuote } from '@suite/shared';
import { NATIVE_TOKEN_ADDRESS, SWAP_NOT_CONFIGURED_MESSAGE } from '@suite/shared/schemas';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { localChain, testStablecoinAbi, uniswapV2Router02Abi } from '@suite/chain';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  isHex,
  parseEther,
  parseUnits,
  type Hex,
  type PrivateKeyAccount,
} from 'viem';
import { loadConfig } from '../src/config';
import { failure, newWallet } from './support/accounts';
import { anonymous, newSeller, newSite, newSiteWithSwapFee } from './support/catalog';
import { startPaymentChain, type PaymentChain } from './support/payments';
import { startTestServer, type TestServer } from './support/server';

// The API's built-in quote provider on a real local chain with the Uniswap V2 deployment of
// `deployLocalDex`: prices are the router's own, and a quote's transaction really trades.

const TUSDC = getAddress(LOCAL_TEST_STABLECOIN_ADDRESS);
const WETH = LOCAL_DEX.weth;
const TTKN = LOCAL_DEX.testToken;
const FEE_PERCENT = 0.5;
const usdc = (amount: string) => parseUnits(amount, 6);

let chain: PaymentChain;
let server: TestServer;
let visitor: ReturnType<typeof anonymous>;
let feeSiteId: number;
let freeSiteId: number;
const feeRecipient = newWallet().address;

function reader() {
  return createPublicClient({ chain: localChain(chain.chain.rpcUrl), transport: http(chain.chain.rpcUrl) });
}

function walletOf(account: PrivateKeyAccount) {
  return createWalletClient({
    chain: localChain(chain.chain.rpcUrl),
    transport: http(chain.chain.rpcUrl),
    account,
  });
}

/** The router's own answer for `amountIn` along `path`. */
async function routerOut(amountIn: bigint, path: Hex[]): Promise<bigint> {
  const amounts = await reader().readContract({
    address: LOCAL_DEX.router,
    abi: uniswapV2Router02Abi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  });
  return amounts[amounts.length - 1] ?? 0n;
}

function balanceOf(token: Hex, owner: Hex): Promise<bigint> {
  return token === NATIVE_TOKEN_ADDRESS
    ? reader().getBalance({ address: owner })
    : reader().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}

/** A fresh taker with 10 ETH and 10,000 tUSDC (the test stablecoin's mint is open). */
async function fundedTaker(): Promise<PrivateKeyAccount> {
  const taker = newWallet();
  await chain.rpc('hardhat_setBalance', [taker.address, `0x${parseEther('10').toString(16)}`]);
  const hash = await walletOf(taker).writeContract({
    address: TUSDC,
    abi: testStablecoinAbi,
    functionName: 'mint',
    args: [taker.address, usdc('10000')],
  });
  await reader().waitForTransactionReceipt({ hash });
  return taker;
}

async function approve(taker: PrivateKeyAccount, token: Hex, spender: Hex, amount: bigint): Promise<void> {
  const hash = await walletOf(taker).writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
  });
  await reader().waitForTransactionReceipt({ hash });
}

/** Sends the quote's transaction from the taker; returns the ETH it spent on gas. */
async function send(taker: PrivateKeyAccount, quote: SwapQuote): Promise<bigint> {
  if (!quote.liquidityAvailable) throw new Error('No liquidity');
  const { to, data, value, gas } = quote.transaction;
  if (!isHex(data)) throw new Error('Not hex data');
  const hash = await walletOf(taker).sendTransaction({
    to: getAddress(to),
    data,
    value: BigInt(value),
    ...(gas ? { gas: BigInt(gas) } : {}),
  });
  const receipt = await reader().waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

const quoteOf = (input: SwapPriceInput & { taker: string }) => visitor((client) => client.swap.quote(input));
const priceOf = (input: SwapPriceInput) => visitor((client) => client.swap.price(input));

function priced<T extends { liquidityAvailable: boolean }>(
  answer: T,
): Extract<T, { liquidityAvailable: true }> {
  if (!answer.liquidityAvailable) throw new Error('Expected liquidity');
  return answer as Extract<T, { liquidityAvailable: true }>;
}

beforeAll(async () => {
  chain = await startPaymentChain();
  server = await startTestServer({ RPC_URLS: JSON.stringify({ 31337: chain.chain.rpcUrl }) });
  visitor = anonymous(server);
  const seller = await newSeller(server);
  feeSiteId = await newSiteWithSwapFee(seller, { recipient: feeRecipient, amountPercentage: FEE_PERCENT });
  freeSiteId = await newSite(seller, 'No fee site');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await chain?.stop();
});

describe('the built-in quote provider on the local chain', () => {
  it('names the local chain among the quotable chains', async () => {
    expect(await visitor((client) => client.swap.status())).toEqual({ configured: true, chainIds: [31337] });
  });

  it("prices as the router does, after the site's fee taken from the sell amount", async () => {
    const sellAmount = usdc('100');
    const fee = (sellAmount * 50n) / 10_000n; // 0.5 %
    const answer = priced(
      await priceOf({
        chainId: 31337,
        sellToken: TUSDC,
        buyToken: WETH,
        sellAmount: sellAmount.toString(),
        slippageBps: 50,
        siteId: feeSiteId,
      }),
    );
    const expected = await routerOut(sellAmount - fee, [TUSDC, WETH]);
    expect(answer).toMatchObject({
      sellToken: TUSDC,
      buyToken: WETH,
      sellAmount: sellAmount.toString(),
      buyAmount: expected.toString(),
      minBuyAmount: ((expected * 9950n) / 10_000n).toString(),
      fees: { integratorFee: { amount: fee.toString(), token: TUSDC, type: 'volume' } },
      route: { fills: [{ source: 'Uniswap V2', proportionBps: '10000' }] },
    });
    // About 3,000 tUSDC a WETH: 99.5 tUSDC buy about 0.033 WETH.
    expect(Number(expected) / 1e18).toBeCloseTo(99.5 / 3000, 3);
  });

  it('takes the better of the direct pool and the path through WETH', async () => {
    const sellAmount = usdc('5000');
    const answer = priced(
      await priceOf({ chainId: 31337, sellToken: TUSDC, buyToken: TTKN, sellAmount: sellAmount.toString() }),
    );
    const direct = await routerOut(sellAmount, [TUSDC, TTKN]);
    const throughWeth = await routerOut(sellAmount, [TUSDC, WETH, TTKN]);
    expect(answer.buyAmount).toBe((direct > throughWeth ? direct : throughWeth).toString());
    expect(answer.fees?.integratorFee).toBeNull();
  });

  it('quotes tUSDC for WETH, asks for the approval, and the transaction trades the quoted amounts', async () => {
    const taker = await fundedTaker();
    const sellAmount = usdc('100');
    const ask = {
      chainId: 31337,
      sellToken: TUSDC,
      buyToken: WETH,
      sellAmount: sellAmount.toString(),
      taker: taker.address,
      siteId: feeSiteId,
    };
    const first = priced(await quoteOf(ask));
    expect(first.issues).toMatchObject({
      allowance: { actual: '0', spender: LOCAL_DEX.feeRouter },
      balance: null,
    });
    expect(first.transaction.to).toBe(LOCAL_DEX.feeRouter);
    await approve(taker, TUSDC, getAddress(first.issues?.allowance?.spender ?? ''), sellAmount);

    const quote = priced(await quoteOf(ask));
    expect(quote.issues).toMatchObject({ allowance: null, balance: null });
    expect(quote.transaction).toMatchObject({ to: LOCAL_DEX.feeRouter, value: '0' });
    expect(Number(quote.transaction.gas)).toBeGreaterThan(21_000);
    const fee = quote.fees?.integratorFee?.amount ?? '';
    expect(fee).toBe(((sellAmount * 50n) / 10_000n).toString());
    expect(quote.buyAmount).toBe((await routerOut(sellAmount - BigInt(fee), [TUSDC, WETH])).toString());

    const before = {
      sell: await balanceOf(TUSDC, taker.address),
      buy: await balanceOf(WETH, taker.address),
      fee: await balanceOf(TUSDC, feeRecipient),
    };
    await send(taker, quote);
    expect(await balanceOf(TUSDC, taker.address)).toBe(before.sell - sellAmount);
    expect(await balanceOf(WETH, taker.address)).toBe(before.buy + BigInt(quote.buyAmount));
    expect(await balanceOf(TUSDC, feeRecipient)).toBe(before.fee + BigInt(fee));
    // Nothing stays in the swap-fee router.
    expect(await balanceOf(TUSDC, LOCAL_DEX.feeRouter)).toBe(0n);
  });

  it('sells ETH for tUSDC: no approval, the fee paid in ETH', async () => {
    const taker = await fundedTaker();
    const sellAmount = parseEther('0.1');
    const quote = priced(
      await quoteOf({
        chainId: 31337,
        sellToken: NATIVE_TOKEN_ADDRESS,
        buyToken: TUSDC,
        sellAmount: sellAmount.toString(),
        taker: taker.address,
        siteId: feeSiteId,
      }),
    );
    expect(quote.issues).toMatchObject({ allowance: null, balance: null });
    expect(quote.transaction.value).toBe(sellAmount.toString());
    const fee = BigInt(quote.fees?.integratorFee?.amount ?? '');
    expect(fee).toBe((sellAmount * 50n) / 10_000n);
    expect(quote.fees?.integratorFee?.token).toBe(NATIVE_TOKEN_ADDRESS);
    expect(quote.buyAmount).toBe((await routerOut(sellAmount - fee, [WETH, TUSDC])).toString());

    const before = {
      eth: await balanceOf(NATIVE_TOKEN_ADDRESS, taker.address),
      usdc: await balanceOf(TUSDC, taker.address),
      fee: await balanceOf(NATIVE_TOKEN_ADDRESS, feeRecipient),
    };
    const gas = await send(taker, quote);
    expect(await balanceOf(NATIVE_TOKEN_ADDRESS, taker.address)).toBe(before.eth - sellAmount - gas);
    expect(await balanceOf(TUSDC, taker.address)).toBe(before.usdc + BigInt(quote.buyAmount));
    expect(await balanceOf(NATIVE_TOKEN_ADDRESS, feeRecipient)).toBe(before.fee + fee);
  });

  it('sells tUSDC for ETH', async () => {
    const taker = await fundedTaker();
    const sellAmount = usdc('300');
    await approve(taker, TUSDC, LOCAL_DEX.feeRouter, sellAmount);
    const quote = priced(
      await quoteOf({
        chainId: 31337,
        sellToken: TUSDC,
        buyToken: NATIVE_TOKEN_ADDRESS,
        sellAmount: sellAmount.toString(),
        taker: taker.address,
        siteId: feeSiteId,
      }),
    );
    const fee = BigInt(quote.fees?.integratorFee?.amount ?? '');
    expect(quote.buyAmount).toBe((await routerOut(sellAmount - fee, [TUSDC, WETH])).toString());
    const before = {
      eth: await balanceOf(NATIVE_TOKEN_ADDRESS, taker.address),
      usdc: await balanceOf(TUSDC, taker.address),
      fee: await balanceOf(TUSDC, feeRecipient),
    };
    const gas = await send(taker, quote);
    expect(await balanceOf(NATIVE_TOKEN_ADDRESS, taker.address)).toBe(
      before.eth + BigInt(quote.buyAmount) - gas,
    );
    expect(await balanceOf(TUSDC, taker.address)).toBe(before.usdc - sellAmount);
    expect(await balanceOf(TUSDC, feeRecipient)).toBe(before.fee + fee);
  });

  it('takes no fee for a site without one, nor without a site', async () => {
    const taker = await fundedTaker();
    const sellAmount = usdc('50');
    await approve(taker, TUSDC, LOCAL_DEX.feeRouter, sellAmount);
    for (const siteId of [freeSiteId, undefined]) {
      const price = priced(
        await priceOf({
          chainId: 31337,
          sellToken: TUSDC,
          buyToken: WETH,
          sellAmount: sellAmount.toString(),
          siteId,
        }),
      );
      expect(price.fees?.integratorFee).toBeNull();
      expect(price.buyAmount).toBe((await routerOut(sellAmount, [TUSDC, WETH])).toString());
    }
    const quote = priced(
      await quoteOf({
        chainId: 31337,
        sellToken: TUSDC,
        buyToken: WETH,
        sellAmount: sellAmount.toString(),
        taker: taker.address,
        siteId: freeSiteId,
      }),
    );
    const feeBefore = await balanceOf(TUSDC, feeRecipient);
    const wethBefore = await balanceOf(WETH, taker.address);
    await send(taker, quote);
    expect(await balanceOf(WETH, taker.address)).toBe(wethBefore + BigInt(quote.buyAmount));
    expect(await balanceOf(TUSDC, feeRecipient)).toBe(feeBefore);
  });

  it('flags a trade the chain would refuse: an ETH fee to a recipient that takes no ETH', async () => {
    const seller = await newSeller(server);
    // The test stablecoin's contract has no receive function.
    const refusing = await newSiteWithSwapFee(
      seller,
      { recipient: TUSDC, amountPercentage: 1 },
      'Refusing recipient',
    );
    const taker = await fundedTaker();
    const quote = priced(
      await quoteOf({
        chainId: 31337,
        sellToken: NATIVE_TOKEN_ADDRESS,
        buyToken: TUSDC,
        sellAmount: parseEther('0.01').toString(),
        taker: taker.address,
        siteId: refusing,
      }),
    );
    expect(quote.issues).toMatchObject({ allowance: null, balance: null, simulationIncomplete: true });
    expect(quote.transaction.gas).toBeNull();
  });

  it('names a short balance', async () => {
    const taker = newWallet();
    const price = priced(
      await priceOf({
        chainId: 31337,
        sellToken: TUSDC,
        buyToken: WETH,
        sellAmount: usdc('10').toString(),
        taker: taker.address,
      }),
    );
    expect(price.issues).toMatchObject({
      allowance: { actual: '0', spender: LOCAL_DEX.feeRouter },
      balance: { token: TUSDC, actual: '0', expected: usdc('10').toString() },
    });
  });

  it('names a short balance when the ETH sold leaves nothing for the network fee', async () => {
    const taker = await fundedTaker();
    const whole = await balanceOf(NATIVE_TOKEN_ADDRESS, taker.address);
    const quote = priced(
      await quoteOf({
        chainId: 31337,
        sellToken: NATIVE_TOKEN_ADDRESS,
        buyToken: TUSDC,
        sellAmount: whole.toString(),
        taker: taker.address,
        siteId: freeSiteId,
      }),
    );
    // The wallet could pay the amount but not the amount and the gas: a short balance, not a node fault.
    expect(quote.issues).toMatchObject({
      allowance: null,
      balance: { token: NATIVE_TOKEN_ADDRESS, actual: whole.toString() },
    });
    expect(BigInt(quote.issues?.balance?.expected ?? '0')).toBeGreaterThan(whole);
    expect(quote.totalNetworkFee).toBeNull();
  });

  it('answers no liquidity for a token without a pool', async () => {
    const lonely = await chain.deployOtherToken();
    const ask = { chainId: 31337, sellToken: lonely, buyToken: WETH, sellAmount: '1000000' };
    expect(await priceOf(ask)).toEqual({ liquidityAvailable: false });
    expect(await quoteOf({ ...ask, taker: chain.customer.address })).toEqual({ liquidityAvailable: false });
  });

  it('offers no chain whose configured contracts are not there, and answers 503 on it', async () => {
    const elsewhere = newWallet().address;
    const other = await startTestServer({
      RPC_URLS: JSON.stringify({ 31337: chain.chain.rpcUrl }),
      SWAP_ROUTERS: JSON.stringify({ 31337: { router: LOCAL_DEX.router, feeRouter: elsewhere } }),
    });
    try {
      const otherVisitor = anonymous(other);
      expect(await otherVisitor((client) => client.swap.status())).toEqual({
        configured: false,
        chainIds: [],
      });
      const error = await failure(
        otherVisitor((client) =>
          client.swap.price({ chainId: 31337, sellToken: TUSDC, buyToken: WETH, sellAmount: '1000000' }),
        ),
      );
      expect(apiErrorStatus(error)).toBe(503);
      expect(apiErrorMessage(error)).toBe(SWAP_NOT_CONFIGURED_MESSAGE);
    } finally {
      await other.close();
    }
  });

  it('reads SWAP_ROUTERS: a chain needs an RPC and must be a swap chain', () => {
    const router = { router: LOCAL_DEX.router, feeRouter: LOCAL_DEX.feeRouter };
    expect(loadConfig({ RPC_URLS: JSON.stringify({ 31337: 'http://127.0.0.1:9' }) }).swapRouters).toEqual(
      new Map([[31337, router]]),
    );
    expect(loadConfig({ RPC_URLS: JSON.stringify({ 1: 'http://127.0.0.1:9' }) }).swapRouters.size).toBe(0);
    expect(loadConfig({ SWAP_ROUTERS: '{}' }).swapRouters.size).toBe(0);
    expect(() => loadConfig({ SWAP_ROUTERS: JSON.stringify({ 8453: router }) })).toThrow(
      /SWAP_ROUTERS: chain\(s\) 8453 have no RPC_URLS entry/,
    );
    expect(() => loadConfig({ SWAP_ROUTERS: JSON.stringify({ 11155111: router }) })).toThrow(
      /SWAP_ROUTERS: Swaps are not offered on chain 11155111/,
    );
    expect(() => loadConfig({ SWAP_ROUTERS: JSON.stringify({ 31337: { router: 'nope' } }) })).toThrow(
      /SWAP_ROUTERS/,
    );
  });

  it('refuses, naming the field, a token or a network the site does not offer', async () => {
    const seller = await newSeller(server);
    const widget = await seller.call((client) =>
      client.widget.upsert({
        kit: 'Full',
        config: JSON.stringify({
          name: 'Listed tokens only',
          currency: 'USD',
          page: { title: 'Home', layout: { type: 'list' }, sections: [] },
          tokens: [
            { chainId: 31337, address: TUSDC, name: 'Test USD Coin', symbol: 'tUSDC', decimals: 6 },
            { chainId: 31337, address: WETH, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
          ],
        }),
      }),
    );
    const ask = { chainId: 31337, sellToken: TUSDC, sellAmount: '1000000', siteId: widget.id };
    expect(priced(await priceOf({ ...ask, buyToken: WETH })).buyAmount).toMatch(/^[1-9]\d*$/);
    // The chain's currency is offered whatever Data → Tokens lists.
    expect(priced(await priceOf({ ...ask, buyToken: NATIVE_TOKEN_ADDRESS })).buyAmount).toMatch(/^[1-9]/);
    const unlisted = await failure(priceOf({ ...ask, buyToken: TTKN }));
    expect(apiErrorStatus(unlisted)).toBe(400);
    expect(apiFieldErrors(unlisted)).toEqual({ buyToken: 'This site does not offer this token' });
    // Without the site, the same pair is quoted: the site's list is the site's, not the server's.
    expect(priced(await priceOf({ ...ask, buyToken: TTKN, siteId: undefined })).buyAmount).toMatch(/^[1-9]/);

    await seller.call(async (client) => {
      const saved = await client.widget.byOwner({ id: widget.id });
      const config = { ...saved.configParsed, networks: { chainIds: [1] } };
      await client.widget.upsert({
        id: widget.id,
        config: JSON.stringify(config),
        kit: 'Full',
        version: saved.version,
      });
    });
    const offChain = await failure(priceOf({ ...ask, buyToken: WETH }));
    expect(apiErrorStatus(offChain)).toBe(400);
    expect(apiFieldErrors(offChain)).toEqual({ chainId: 'This site does not offer trading on Local chain' });
  });

  it('answers 404 for an unknown site and 400 naming the bad fields', async () => {
    const unknown = await failure(
      priceOf({
        chainId: 31337,
        sellToken: TUSDC,
        buyToken: WETH,
        sellAmount: '1000000',
        siteId: 2_000_000_000,
      }),
    );
    expect(apiErrorStatus(unknown)).toBe(404);
    const bad = await failure(
      priceOf({ chainId: 31337, sellToken: 'tUSDC', buyToken: WETH, sellAmount: '0', siteId: 'x' }),
    );
    expect(apiErrorStatus(bad)).toBe(400);
    expect(Object.keys(apiFieldErrors(bad) ?? {}).sort()).toEqual(['sellAmount', 'sellToken', 'siteId']);
    // More than a contract call can carry is the amount's fault, not the chain's (it answered 502).
    const huge = await failure(
      priceOf({ chainId: 31337, sellToken: TUSDC, buyToken: WETH, sellAmount: '9'.repeat(78) }),
    );
    expect(apiErrorStatus(huge)).toBe(400);
    expect(apiFieldErrors(huge)).toEqual({ sellAmount: 'Too large' });
  });
});
