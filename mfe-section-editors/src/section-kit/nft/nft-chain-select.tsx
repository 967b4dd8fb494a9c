import { Flex, Select, Typography } from 'antd';
import { nftChains, type PageItemType } from '@suite/shared/sections';
import { useChainWords, useReadableChains } from '@suite/shared/react';

export interface NftChainSelectProps {
  id?: string;
  value: number;
  onChange: (chainId: number) => void;
  /** A single NFT may be on a testnet; a collection may not (seed 000 §9), the local chain aside. */
  type: PageItemType;
}

/**
 * The chain of an NFT or a collection: the active chains (testnets only for an NFT, the local chain
 * for both). A chain this API has no RPC for is disabled, and when it is the chosen one, the reason
 * shows under the select.
 */
export function NftChainSelect({ id, value, onChange, type }: NftChainSelectProps) {
  const { chainIds } = useReadableChains();
  const { chainOptions, noRpcReason } = useChainWords();
  const reason = noRpcReason(value, chainIds);
  return (
    <Flex vertical gap={4}>
      <Select id={id} value={value} onChange={onChange} options={chainOptions(nftChains(type), chainIds)} />
      {reason ? (
        <Typography.Text type="warning" role="note">
          {reason}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
