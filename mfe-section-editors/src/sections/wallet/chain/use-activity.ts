import { useQuery } from '@tanstack/react-query';
import { parseAbiItem } from 'viem';
import { usePublicClient } from 'wagmi';
import { activityFromBlock, activityRows, type ActivityRow } from './activity';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/**
 * The ERC-20 transfers of the listed tokens from and to the address over the recent blocks
 * (ACTIVITY_BLOCK_RANGE), newest first.
 */
export function useActivity(
  address: `0x${string}` | undefined,
  chainId: number,
  tokens: readonly `0x${string}`[],
  enabled: boolean,
) {
  const client = usePublicClient({ chainId });
  return useQuery<ActivityRow[]>({
    queryKey: ['suite-wallet', 'activity', chainId, address, tokens.join(',')],
    enabled: enabled && Boolean(address && client) && tokens.length > 0,
    staleTime: 30_000,
    retry: false,
    queryFn: async () => {
      if (!client || !address) return [];
      const latest = await client.getBlockNumber();
      const range = {
        address: [...tokens],
        event: TRANSFER,
        fromBlock: activityFromBlock(latest),
        toBlock: latest,
      };
      const [sent, received] = await Promise.all([
        client.getLogs({ ...range, args: { from: address } }),
        client.getLogs({ ...range, args: { to: address } }),
      ]);
      return activityRows([...sent, ...received], address);
    },
  });
}
