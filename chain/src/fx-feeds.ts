// The local chain's exchange-rate feeds: Chainlink's MockV3Aggregator, one per currency a site may price
// in (`FX_CURRENCIES`), answering the US dollars one unit is worth with 8 decimals, as Chainlink's fiat
// feeds do. The API reads them as it reads Chainlink's feeds on a public network (ADR 0026).
import { FX_CURRENCIES, LOCAL_FX_FEEDS, type FxCurrency } from '@suite/shared';
import { getAddress, parseUnits, type Hex } from 'viem';
import { mockV3AggregatorAbi, mockV3AggregatorBytecode } from './artifacts/mock-v3-aggregator';
import { clients } from './clients';

/** Hardhat's account #18: it deploys the feeds (nonces 0–8, in `FX_CURRENCIES` order) and then only updates them. */
export const LOCAL_FX_DEPLOYER_KEY: Hex =
  '0xde9be858da4a475276426320d5e9262ecfc3ba460bfac56360bfa6c4c28b4ee0';

/** Chainlink's fiat feeds answer with 8 decimals. */
export const FX_FEED_DECIMALS = 8;

/**
 * What one unit is worth in US dollars on the local chain (the order of magnitude of late 2026's
 * rates). Written again on every start, so the feeds are never older than the suite that reads them.
 */
export const LOCAL_FX_RATES: Readonly<Record<FxCurrency, string>> = {
  EUR: '1.16',
  GBP: '1.33',
  BRL: '0.19',
  JPY: '0.0065',
  CAD: '0.71',
  AUD: '0.65',
  CHF: '1.25',
  INR: '0.0112',
  MXN: '0.054',
};

/**
 * Deploys the feeds from account #18 at the addresses of `LOCAL_FX_FEEDS`, or, where they are already
 * there, writes each rate again (a new round, timed now). Fails clearly when account #18 has sent
 * something else before the feeds (restart the node).
 */
export async function deployFxFeeds(rpcUrl: string): Promise<typeof LOCAL_FX_FEEDS> {
  const { publicClient, walletClient } = clients(rpcUrl, LOCAL_FX_DEPLOYER_KEY);
  const mined = async (what: string, hash: Hex) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${what} failed (transaction ${hash})`);
    return receipt;
  };
  const answer = (currency: FxCurrency) => parseUnits(LOCAL_FX_RATES[currency], FX_FEED_DECIMALS);

  // MXN's is the last one deployed: with it there, every feed is.
  const lastCode = await publicClient.getCode({ address: LOCAL_FX_FEEDS.MXN });
  if (lastCode && lastCode !== '0x') {
    for (const currency of FX_CURRENCIES) {
      await mined(
        `Updating the ${currency} feed`,
        await walletClient.writeContract({
          address: LOCAL_FX_FEEDS[currency],
          abi: mockV3AggregatorAbi,
          functionName: 'updateAnswer',
          args: [answer(currency)],
        }),
      );
    }
    return LOCAL_FX_FEEDS;
  }

  const nonce = await publicClient.getTransactionCount({ address: walletClient.account.address });
  if (nonce !== 0) {
    throw new Error(
      `Account #18 has already sent ${nonce} transaction(s) on ${rpcUrl} but the exchange-rate feeds are ` +
        `not there; restart the local chain so they can be deployed at their fixed addresses.`,
    );
  }
  // In FX_CURRENCIES order: each feed's nonce gives its address.
  for (const currency of FX_CURRENCIES) {
    const receipt = await mined(
      `Deploying the ${currency} feed`,
      await walletClient.deployContract({
        abi: mockV3AggregatorAbi,
        bytecode: mockV3AggregatorBytecode,
        args: [FX_FEED_DECIMALS, answer(currency)],
      }),
    );
    const deployed = receipt.contractAddress ? getAddress(receipt.contractAddress) : undefined;
    if (deployed !== LOCAL_FX_FEEDS[currency]) {
      throw new Error(
        `The ${currency} feed was deployed at ${deployed}, expected ${LOCAL_FX_FEEDS[currency]}`,
      );
    }
  }
  return LOCAL_FX_FEEDS;
}
