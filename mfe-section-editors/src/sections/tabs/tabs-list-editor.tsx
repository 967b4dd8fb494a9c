import { useState } from 'react';
import { Button, Flex } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { TabsConfig } from '@suite/shared/sections';
import { ItemCollapseList } from '../section-parts/item-collapse-list';
import { useSectionEditorsCatalog } from '../../i18n';
import { ListError } from '../section-parts/list-error';
import { TabFields } from './tab-fields';
import { addTab, moveTab, removeTab } from './tab-list';

const CHANGE = { shouldDirty: true, shouldValidate: true } as const;

/** The tabs of the section: one collapsible form each (one open at a time), Add tab, at least one kept. */
export function TabsListEditor({ form }: { form: UseFormReturn<TabsConfig, unknown, TabsConfig> }) {
  const { control, getValues, setValue } = form;
  const { t } = useSectionEditorsCatalog();
  const { fields } = useFieldArray({ control, name: 'tabs', keyName: 'key' });
  const [openIndex, setOpenIndex] = useState<number | undefined>(0);

  function apply(next: TabsConfig, open: number | undefined) {
    setValue('tabs', next.tabs, CHANGE);
    setOpenIndex(open);
  }

  return (
    <Flex vertical gap={12}>
      <ItemCollapseList
        form={form}
        keys={fields.map((field) => field.key)}
        openIndex={openIndex}
        onOpen={setOpenIndex}
        titleField={(index) => `tabs.${index}.label`}
        fallbackName={(index) => `Tab ${index + 1}`}
        onMove={(from, to) => apply(moveTab(getValues(), from, to), to)}
        onRemove={(index) => apply(removeTab(getValues(), index), undefined)}
        removeDisabledReason={fields.length <= 1 ? t('list.lastTab') : undefined}
      >
        {(index) => <TabFields control={control} index={index} />}
      </ItemCollapseList>
      <ListError control={control} name="tabs" />
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => apply(addTab(getValues()), fields.length)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('list.addTab')}
      </Button>
    </Flex>
  );
}
