import { useState } from 'react';
import { Button, Flex } from 'antd';
import Collapse from 'antd/es/collapse';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { StepperConfig } from '@suite/shared';
import { ListError } from '../section-parts/list-error';
import { InPlaceItemFields } from '../section-parts/item-fields';
import { ListItemButtons } from '../section-parts/list-item-buttons';
import { WatchedText } from '../section-parts/watched-text';
import { StepFields } from './step-fields';
import { addStep, duplicateStep, moveStep, removeStep } from './step-list';

const CHANGE = { shouldDirty: true, shouldValidate: true } as const;

/** The Steps tab: one collapsible form per step (one open at a time), with Add step at the end. */
export function StepsEditor({ form }: { form: UseFormReturn<StepperConfig, unknown, StepperConfig> }) {
  const { control, getValues, setValue } = form;
  const { fields } = useFieldArray({ control, name: 'steps', keyName: 'key' });
  const [openIndex, setOpenIndex] = useState<number | undefined>(0);
  const openKey = openIndex === undefined ? undefined : fields[openIndex]?.key;

  function apply(next: StepperConfig, open: number | undefined) {
    setValue('steps', next.steps, CHANGE);
    setValue('activeStep', next.activeStep, CHANGE);
    setValue('completedSteps', next.completedSteps, CHANGE);
    setValue('skippedSteps', next.skippedSteps, CHANGE);
    setOpenIndex(open);
  }

  return (
    <Flex vertical gap={12}>
      {fields.length > 0 ? (
        <Collapse
          accordion
          activeKey={openKey === undefined ? [] : [openKey]}
          onChange={(keys) => {
            const index = fields.findIndex((field) => field.key === keys[0]);
            setOpenIndex(index === -1 ? undefined : index);
          }}
          items={fields.map((field, index) => {
            const label = `steps.${index}.label` as const;
            const nameOf = (text: string) => text.trim() || `Step ${index + 1}`;
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
                      onMove={(from, to) => apply(moveStep(getValues(), from, to), to)}
                      onDuplicate={() => apply(duplicateStep(getValues(), index), index + 1)}
                      onRemove={() => apply(removeStep(getValues(), index), undefined)}
                    />
                  )}
                </WatchedText>
              ),
              children: (
                <InPlaceItemFields>
                  <StepFields control={control} index={index} />
                </InPlaceItemFields>
              ),
            };
          })}
        />
      ) : null}
      <ListError control={control} name="steps" />
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => apply(addStep(getValues()), fields.length)}
        style={{ alignSelf: 'flex-start' }}
      >
        Add step
      </Button>
    </Flex>
  );
}
