import { Select } from 'antd';
import { chainById, SWAP_CHAIN_IDS } from '@suite/shared';

const CHAIN_OPTIONS = SWAP_CHAIN_IDS.map((id) => ({
  value: id,
  label: chainById(id)?.name ?? `Chain ${id}`,
}));

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
  return <Select id={id} value={value} onChange={onChange} options={CHAIN_OPTIONS} />;
}
