import { Select } from 'antd';
import { useChainName } from '@suite/shared/react';
import { SWAP_CHAIN_IDS } from '@suite/shared/schemas';

/** The network a trading section trades on: the suite's active main networks and the local chain. */
export function ChainSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: number;
  onChange: (chainId: number) => void;
}) {
  const chainName = useChainName();
  const options = SWAP_CHAIN_IDS.map((chainId) => ({ value: chainId, label: chainName(chainId) }));
  return <Select id={id} value={value} onChange={onChange} options={options} />;
}
