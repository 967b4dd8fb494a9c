import { Alert, Button, Checkbox, Flex, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { CHAINS, EXCLUDED_CHAIN_IDS, type ChainInfo } from '@suite/shared';
import { PAYMENT_CHAIN_IDS } from '@suite/shared/schemas';
import { useCommerceCatalog } from '../../i18n';
import { useChainName, useNotify } from '@suite/shared/react';
import { useReportUnsaved } from '../../features/use-leave-guard';

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
  /** The networks this server can check payments on: the others are shown, greyed out. */
  payable: number[];
  onSave: (chainIds: number[]) => Promise<void>;
  /** Whether the form holds unsaved changes, for the page's leave guard. */
  onUnsavedChange?: (unsaved: boolean) => void;
}

export function NetworksForm({ saved, payable, onSave, onUnsavedChange }: NetworksFormProps) {
  const notify = useNotify();
  const { t } = useCommerceCatalog();
  const chainName = useChainName();
  // A network enabled while the server could read it, and no longer, takes no payment: it is not
  // shown as enabled, and the next save drops it.
  const usable = saved.filter((id) => payable.includes(id));
  const [chainIds, setChainIds] = useState(usable);
  // Testnets start hidden (seed §9), even an enabled one: it stays enabled, and the toggle says so.
  const [showTestnets, setShowTestnets] = useState(false);
  const [saving, setSaving] = useState(false);
  const chains = paymentChains(showTestnets);
  const hiddenEnabled = chainIds.filter((id) => !chains.some((chain) => chain.id === id)).length;
  const changed = [...chainIds].sort().join() !== [...usable].sort().join();
  useReportUnsaved(changed, onUnsavedChange);
  const shownPayable = chains.some((chain) => payable.includes(chain.id));
  const save = async () => {
    setSaving(true);
    // The toggle only filters the view: an enabled testnet it hides stays enabled.
    const enabled = paymentChains(true)
      .filter((chain) => chainIds.includes(chain.id))
      .map((chain) => chain.id);
    await notify.run(() => onSave(enabled), t('settings.networksUpdated'));
    setSaving(false);
  };
  return (
    <Flex vertical gap={12}>
      <Space wrap>
        <Switch checked={showTestnets} onChange={setShowTestnets} aria-label={t('settings.showTestnets')} />
        <Typography.Text>{t('settings.showTestnets')}</Typography.Text>
        {hiddenEnabled > 0 ? (
          <Typography.Text type="secondary">
            {t('settings.hiddenTestnets', { count: hiddenEnabled })}
          </Typography.Text>
        ) : null}
      </Space>
      {shownPayable ? null : (
        <Alert
          type="info"
          showIcon
          title={payable.length > 0 ? t('settings.onlyTestnetsPayable') : t('settings.noNetworkPayable')}
        />
      )}
      <Checkbox.Group
        aria-label={t('settings.networks')}
        value={chainIds}
        // The group reports only the options it shows: the enabled networks hidden by the toggle are kept.
        onChange={(values) =>
          setChainIds((current) => [
            ...current.filter((id) => !chains.some((chain) => chain.id === id)),
            ...values.filter((value) => typeof value === 'number'),
          ])
        }
        options={chains.map((chain) => ({
          value: chain.id,
          label: chainName(chain.id),
          disabled: !payable.includes(chain.id),
        }))}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 8 }}
      />
      {chains.every((chain) => payable.includes(chain.id)) ? null : (
        <Typography.Text type="secondary">{t('settings.unpayableNetworks')}</Typography.Text>
      )}
      <Flex justify="flex-end">
        <Button type="primary" onClick={save} disabled={!changed || saving} loading={saving}>
          {t('common.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
