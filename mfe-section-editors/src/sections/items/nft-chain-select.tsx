import { Select } from 'antd';
import { nftChains, type PageItemType } from '@suite/shared';

export interface NftChainSelectProps {
  id?: string;
  value: number;
  onChange: (chainId: number) => void;
  /** A single NFT may be on a testnet; a collection may not (seed 000 §9). */
  type: PageItemType;
}

/** The chain of an NFT or a collection: the active chains, testnets only for an NFT. */
export function NftChainSelect({ id, value, onChange, type }: NftChainSelectProps) {
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={nftChains(type).map((chain) => ({ value: chain.id, label: chain.name }))}
    />
  );
}
