import { useState } from 'react';
import { dequal } from 'dequal';
import { Alert, Checkbox, Flex, Switch, Typography } from 'antd';
import { CHAINS } from '@suite/shared';
import { useSectionDirty, useWidgetEditor } from '../editor/editor-context';
import { SaveActions, useSaveFlow } from '../editor/save-flow';
import { SectionCard } from '../editor/section-card';

/** Networks: where the widget works. None chosen means every network. */
export function NetworksSection() {
  const { widget } = useWidgetEditor();
  const { confirmSave, confirmDiscard } = useSaveFlow();
  const config = widget.configParsed;
  const saved = config.networks?.chainIds ?? [];
  const [chainIds, setChainIds] = useState<number[]>(saved);
  const [showTestnets, setShowTestnets] = useState(
    saved.some((id) => CHAINS.find((chain) => chain.id === id)?.testnet),
  );
  const dirty = !dequal([...chainIds].sort(), [...saved].sort());
  useSectionDirty(dirty);
  const shown = CHAINS.filter((chain) => showTestnets || !chain.testnet);

  return (
    <SectionCard
      title="Networks"
      description="The networks your widget works on. A trading section on another network tells visitors the site does not offer trading there."
    >
      {chainIds.length === 0 && (
        <Alert
          type="info"
          showIcon
          title="No network chosen: the widget works on every network of the list."
        />
      )}
      <Flex align="center" gap={8}>
        <Switch id="show-testnets" checked={showTestnets} onChange={setShowTestnets} />
        <Typography.Text>
          <label htmlFor="show-testnets">Show testnets</label>
        </Typography.Text>
      </Flex>
      <Checkbox.Group
        aria-label="Networks"
        value={chainIds}
        onChange={(value) => setChainIds(value.map(Number))}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={shown.map((chain) => ({
          value: chain.id,
          label: chain.testnet ? `${chain.name} (testnet)` : chain.name,
        }))}
      />
      <SaveActions
        dirty={dirty}
        onSave={() => void confirmSave({ ...config, networks: { chainIds } })}
        onDiscard={() => confirmDiscard(() => setChainIds(saved))}
      />
    </SectionCard>
  );
}
