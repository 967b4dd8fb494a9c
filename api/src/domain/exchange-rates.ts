// A site's prices in its Default currency: the US dollar price divided by that currency's rate, read
// from a Chainlink price feed (AggregatorV3Interface) on the chain `FX_FEEDS` names (ADR 0026).
import type { ExchangeRate, FxCurrency } from '@suite/shared';
import { formatUnits, getAddress, parseAbi, type PublicClient } from 'viem';
import type { FxFeed } from '../config';

/** Chainlink's AggregatorV3Interface, the two reads a rate needs. */
const AGGREGATOR_V3_ABI = parseAbi([
  'function decimals() view returns (uint8)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
]);

/** Chainlink's fiat feeds are written at least daily: an answer older than two days is not shown. */
const FX_RATE_MAX_AGE_MS = 48 * 3_600_000;
/** How long one read serves every visitor of every site priced in that currency. */
export const FX_RATE_CACHE_MS = 60_000;

/** The feed answered, but not with a rate that can be shown. */
export class UnusableRate extends Error {
  constructor(readonly updatedAt: Date | null) {
    super(
      updatedAt
        ? `The feed's answer is out of date (${updatedAt.toISOString()})`
        : 'The feed answered no rate',
    );
  }
}

/** Reads a currency's rate off its feed; throws `UnusableRate` for an answer not to show, else the RPC's error. */
export async function readExchangeRate(
  client: PublicClient,
  currency: FxCurrency,
  feed: FxFeed,
  now: Date = new Date(),
): Promise<ExchangeRate> {
  const contract = { address: feed.address, abi: AGGREGATOR_V3_ABI } as const;
  const [decimals, [, answer, , updatedAtSeconds]] = await Promise.all([
    client.readContract({ ...contract, functionName: 'decimals' }),
    client.readContract({ ...contract, functionName: 'latestRoundData' }),
  ]);
  if (answer <= 0n || updatedAtSeconds === 0n) throw new UnusableRate(null);
  const updatedAt = new Date(Number(updatedAtSeconds) * 1000);
  if (now.getTime() - updatedAt.getTime() > FX_RATE_MAX_AGE_MS) throw new UnusableRate(updatedAt);
  return {
    currency,
    usdPerUnit: formatUnits(answer, decimals),
    updatedAt: updatedAt.toISOString(),
    chainId: feed.chainId,
    feed: getAddress(feed.address),
  };
}
