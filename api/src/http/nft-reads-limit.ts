import type { Services } from '../services';
import { limitedPerMinute } from './rate-limit';

const NFT_READS_LIMITED_MESSAGE = 'Too many NFT reads from this address';

/**
 * The limit of the public on-chain reads (NFTs, collections, a wallet's activity and owned NFTs) per
 * client, counted together over one minute: each costs calls to the configured RPC.
 */
export function nftReadsLimit({ config, rateLimits }: Pick<Services, 'config' | 'rateLimits'>) {
  return limitedPerMinute(
    rateLimits,
    'nft-reads',
    config.nftMetadata.rateLimitPerMinute,
    'tooManyNftReads',
    NFT_READS_LIMITED_MESSAGE,
  );
}
