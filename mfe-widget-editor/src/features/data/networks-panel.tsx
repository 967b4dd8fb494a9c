import { useState } from 'react';
import { useChainWords } from '@suite/shared/react';
import { dequal } from 'dequal';
import { Alert, Checkbox, Flex, Switch, Typography } from 'antd';
import { CHAINS } from '@suite/shared';
import { useWidgetEditorCatalog } from '../../i18n';
import { useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { usePanelDraft } from '../editor/panel-save';

/** Networks: where the widget works. None chosen means every network. */
export function NetworksPanel() {
  const { t } = useWidgetEditorCatalog();
  const networks = useChainWords();
  const { widget } = useWidgetEditor();
  const config = widget.configParsed;
  const saved = config.networks?.chainIds ?? [];
  const {
    draft: chainIds,
    setDraft: setChainIds,
    saveActions,
  } = usePanelDraft<number[]>({
    saved,
    toConfig: (draft) => ({ ...config, networks: { chainIds: draft } }),
    // The order of the ticks is no change.
    same: (draft, before) => dequal([...draft].sort(), [...before].sort()),
  });
  const [showTestnets, setShowTestnets] = useState(
    saved.some((id) => CHAINS.find((chain) => chain.id === id)?.testnet),
  );
  const shown = CHAINS.filter((chain) => showTestnets || !chain.testnet);

  return (
    <PanelCard description={t('networks.description')}>
      {chainIds.length === 0 && <Alert type="info" showIcon title={t('networks.none')} />}
      <Flex align="center" gap={8}>
        <Switch id="show-testnets" checked={showTestnets} onChange={setShowTestnets} />
        <Typography.Text>
          <label htmlFor="show-testnets">{t('networks.showTestnets')}</label>
        </Typography.Text>
      </Flex>
      <Checkbox.Group
        aria-label={t('menu.entries.data.networks')}
        value={chainIds}
        onChange={(value) => setChainIds(value.map(Number))}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={shown.map((chain) => ({ value: chain.id, label: networks.label(chain) }))}
      />
      {saveActions}
    </PanelCard>
  );
}
