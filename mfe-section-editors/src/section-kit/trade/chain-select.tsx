import { Select } from 'antd';
import { chainById } from '@suite/shared';
import { SWAP_CHAIN_IDS } from '@suite/shared/schemas';
import { useSectionEditorsCatalog } from '../../i18n';

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
  const { t } = useSectionEditorsCatalog();
  const options = SWAP_CHAIN_IDS.map((chainId) => ({
    value: chainId,
    label: chainById(chainId)?.name ?? t('swap.chainNumbered', { id: chainId }),
  }));
  return <Select id={id} value={value} onChange={onChange} options={options} />;
}
