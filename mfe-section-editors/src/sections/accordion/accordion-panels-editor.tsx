import { useState } from 'react';
import { Button, Flex } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { AccordionConfig } from '@suite/shared/sections';
import { ItemCollapseList } from '../section-parts/item-collapse-list';
import { useSectionEditorsCatalog } from '../../i18n';
import { ListError } from '../section-parts/list-error';
import { AccordionItemFields } from './accordion-item-fields';
import { addAccordion, duplicateAccordion, moveAccordion, removeAccordion } from './accordion-list';

const CHANGE = { shouldDirty: true, shouldValidate: true } as const;

/**
 * The Accordions tab: one collapsible form per panel, only one open at a time (seed 000 §4), each
 * with Up, Down, Duplicate and Remove, and Add accordion at the end.
 */
export function AccordionPanelsEditor({
  form,
}: {
  form: UseFormReturn<AccordionConfig, unknown, AccordionConfig>;
}) {
  const { control, getValues, setValue } = form;
  const { t } = useSectionEditorsCatalog();
  // Only for stable keys: the list changes through the pure operations below, applied with setValue.
  const { fields } = useFieldArray({ control, name: 'accordions', keyName: 'key' });
  const [openIndex, setOpenIndex] = useState<number | undefined>(0);

  function apply(next: AccordionConfig, open: number | undefined) {
    setValue('accordions', next.accordions, CHANGE);
    setValue('settings.defaultExpanded', next.settings.defaultExpanded, CHANGE);
    setValue('settings.expandedIds', next.settings.expandedIds, CHANGE);
    setOpenIndex(open);
  }

  return (
    <Flex vertical gap={12}>
      <ItemCollapseList
        form={form}
        keys={fields.map((field) => field.key)}
        openIndex={openIndex}
        onOpen={setOpenIndex}
        titleField={(index) => `accordions.${index}.title`}
        fallbackName={(index) => `Accordion ${index + 1}`}
        onMove={(from, to) => apply(moveAccordion(getValues(), from, to), to)}
        onDuplicate={(index) => apply(duplicateAccordion(getValues(), index), fields.length)}
        onRemove={(index) => apply(removeAccordion(getValues(), index), undefined)}
      >
        {(index) => <AccordionItemFields control={control} index={index} />}
      </ItemCollapseList>
      <ListError control={control} name="accordions" />
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => apply(addAccordion(getValues()), fields.length)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('list.addAccordion')}
      </Button>
    </Flex>
  );
}
