import { useState } from 'react';
import { Button, Flex } from 'antd';
import Collapse from 'antd/es/collapse';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { AccordionConfig } from '@suite/shared';
import { ListError } from '../section-parts/list-error';
import { InPlaceItemFields } from '../section-parts/item-fields';
import { ListItemButtons } from '../section-parts/list-item-buttons';
import { WatchedText } from '../section-parts/watched-text';
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
  // Only for stable keys: the list changes through the pure operations below, applied with setValue.
  const { fields } = useFieldArray({ control, name: 'accordions', keyName: 'key' });
  const [openIndex, setOpenIndex] = useState<number | undefined>(0);

  function apply(next: AccordionConfig, open: number | undefined) {
    setValue('accordions', next.accordions, CHANGE);
    setValue('settings.defaultExpanded', next.settings.defaultExpanded, CHANGE);
    setValue('settings.expandedIds', next.settings.expandedIds, CHANGE);
    setOpenIndex(open);
  }

  const openKey = openIndex === undefined ? undefined : fields[openIndex]?.key;

  return (
    <Flex vertical gap={12}>
      {fields.length > 0 ? (
        <Collapse
          accordion
          activeKey={openKey === undefined ? [] : [openKey]}
          onChange={(keys) => {
            const key = keys[0];
            const index = fields.findIndex((field) => field.key === key);
            setOpenIndex(index === -1 ? undefined : index);
          }}
          items={fields.map((field, index) => {
            const title = `accordions.${index}.title` as const;
            const nameOf = (text: string) => text.trim() || `Accordion ${index + 1}`;
            return {
              key: field.key,
              label: (
                <WatchedText control={control} name={title}>
                  {nameOf}
                </WatchedText>
              ),
              extra: (
                <WatchedText control={control} name={title}>
                  {(text) => (
                    <ListItemButtons
                      name={nameOf(text)}
                      index={index}
                      count={fields.length}
                      onMove={(from, to) => apply(moveAccordion(getValues(), from, to), to)}
                      onDuplicate={() => apply(duplicateAccordion(getValues(), index), fields.length)}
                      onRemove={() => apply(removeAccordion(getValues(), index), undefined)}
                    />
                  )}
                </WatchedText>
              ),
              children: (
                <InPlaceItemFields>
                  <AccordionItemFields control={control} index={index} />
                </InPlaceItemFields>
              ),
            };
          })}
        />
      ) : null}
      <ListError control={control} name="accordions" />
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => apply(addAccordion(getValues()), fields.length)}
        style={{ alignSelf: 'flex-start' }}
      >
        Add accordion
      </Button>
    </Flex>
  );
}
