import { useState } from 'react';
import { Button, Flex } from 'antd';
import Collapse from 'antd/es/collapse';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { TabsConfig } from '@suite/shared';
import { ListError } from '../section-parts/list-error';
import { InPlaceItemFields } from '../section-parts/item-fields';
import { ListItemButtons } from '../section-parts/list-item-buttons';
import { WatchedText } from '../section-parts/watched-text';
import { TabFields } from './tab-fields';
import { addTab, LAST_TAB_REASON, moveTab, removeTab } from './tab-list';

const CHANGE = { shouldDirty: true, shouldValidate: true } as const;

/** The tabs of the section: one collapsible form each (one open at a time), Add tab, at least one kept. */
export function TabsListEditor({ form }: { form: UseFormReturn<TabsConfig, unknown, TabsConfig> }) {
  const { control, getValues, setValue } = form;
  const { fields } = useFieldArray({ control, name: 'tabs', keyName: 'key' });
  const [openIndex, setOpenIndex] = useState<number | undefined>(0);
  const openKey = openIndex === undefined ? undefined : fields[openIndex]?.key;

  function apply(next: TabsConfig, open: number | undefined) {
    setValue('tabs', next.tabs, CHANGE);
    setOpenIndex(open);
  }

  return (
    <Flex vertical gap={12}>
      <Collapse
        accordion
        activeKey={openKey === undefined ? [] : [openKey]}
        onChange={(keys) => {
          const index = fields.findIndex((field) => field.key === keys[0]);
          setOpenIndex(index === -1 ? undefined : index);
        }}
        items={fields.map((field, index) => {
          const label = `tabs.${index}.label` as const;
          const nameOf = (text: string) => text.trim() || `Tab ${index + 1}`;
          return {
            key: field.key,
            label: (
              <WatchedText control={control} name={label}>
                {nameOf}
              </WatchedText>
            ),
            extra: (
              <WatchedText control={control} name={label}>
                {(text) => (
                  <ListItemButtons
                    name={nameOf(text)}
                    index={index}
                    count={fields.length}
                    onMove={(from, to) => apply(moveTab(getValues(), from, to), to)}
                    onRemove={() => apply(removeTab(getValues(), index), undefined)}
                    removeDisabledReason={fields.length <= 1 ? LAST_TAB_REASON : undefined}
                  />
                )}
              </WatchedText>
            ),
            children: (
              <InPlaceItemFields>
                <TabFields control={control} index={index} />
              </InPlaceItemFields>
            ),
          };
        })}
      />
      <ListError control={control} name="tabs" />
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => apply(addTab(getValues()), fields.length)}
        style={{ alignSelf: 'flex-start' }}
      >
        Add tab
      </Button>
    </Flex>
  );
}
