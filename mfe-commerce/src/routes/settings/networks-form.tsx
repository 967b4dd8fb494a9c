import { Button, Checkbox, Flex, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { CHAINS, EXCLUDED_CHAIN_IDS, type ChainInfo } from '@suite/shared';
import { PAYMENT_CHAIN_IDS } from '@suite/shared/schemas';
import { useCommerceCatalog } from '../../i18n';
import { useNotify } from '@suite/shared/react';

/** The chains a seller may pick: the stablecoin chains and the local chain, never Goerli or Mumbai. */
export function paymentChains(showTestnets: boolean): ChainInfo[] {
  return CHAINS.filter(
    (chain) =>
      PAYMENT_CHAIN_IDS.includes(chain.id) &&
      !EXCLUDED_CHAIN_IDS.includes(chain.id) &&
      (showTestnets || !chain.testnet),
  );
}

export interface NetworksFormProps {
  saved: number[];
  onSave: (chainIds: number[]) => Promise<void>;
}

export function NetworksForm({ saved, onSave }: NetworksFormProps) {
  const notify = useNotify();
  const { t } = useCommerceCatalog();
  const [chainIds, setChainIds] = useState(saved);
  const [showTestnets, setShowTestnets] = useState(() =>
    saved.some((id) => CHAINS.find((chain) => chain.id === id)?.testnet),
  );
  const [saving, setSaving] = useState(false);
  const chains = paymentChains(showTestnets);
  const changed = [...chainIds].sort().join() !== [...saved].sort().join();
  const save = async () => {
    setSaving(true);
    // A hidden testnet stays out of the saved list, so what is saved is what is shown.
    const visible = chains.filter((chain) => chainIds.includes(chain.id)).map((chain) => chain.id);
    await notify.run(() => onSave(visible), t('settings.networksUpdated'));
    setSaving(false);
  };
  return (
    <Flex vertical gap={12}>
      <Space>
        <Switch checked={showTestnets} onChange={setShowTestnets} aria-label={t('settings.showTestnets')} />
        <Typography.Text>{t('settings.showTestnets')}</Typography.Text>
      </Space>
      <Checkbox.Group
        aria-label={t('settings.networks')}
        value={chainIds}
        onChange={(values) => setChainIds(values.filter((value) => typeof value === 'number'))}
        options={chains.map((chain) => ({ value: chain.id, label: chain.name }))}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 8 }}
      />
      <Flex justify="flex-end">
        <Button type="primary" onClick={save} disabled={!changed || saving} loading={saving}>
          {t('common.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
