import { useState } from 'react';
import { Button, Flex } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { StepperConfig } from '@suite/shared/sections';
import { ItemCollapseList } from '../section-parts/item-collapse-list';
import { useSectionEditorsCatalog } from '../../i18n';
import { ListError } from '../section-parts/list-error';
import { StepFields } from './step-fields';
import { addStep, duplicateStep, moveStep, removeStep } from './step-list';

const CHANGE = { shouldDirty: true, shouldValidate: true } as const;

/** The Steps tab: one collapsible form per step (one open at a time), with Add step at the end. */
export function StepsEditor({ form }: { form: UseFormReturn<StepperConfig, unknown, StepperConfig> }) {
  const { control, getValues, setValue } = form;
  const { t } = useSectionEditorsCatalog();
  const { fields } = useFieldArray({ control, name: 'steps', keyName: 'key' });
  const [openIndex, setOpenIndex] = useState<number | undefined>(0);

  function apply(next: StepperConfig, open: number | undefined) {
    setValue('steps', next.steps, CHANGE);
    setValue('activeStep', next.activeStep, CHANGE);
    setValue('completedSteps', next.completedSteps, CHANGE);
    setValue('skippedSteps', next.skippedSteps, CHANGE);
    setOpenIndex(open);
  }

  return (
    <Flex vertical gap={12}>
      <ItemCollapseList
        form={form}
        keys={fields.map((field) => field.key)}
        openIndex={openIndex}
        onOpen={setOpenIndex}
        titleField={(index) => `steps.${index}.label`}
        fallbackName={(index) => `Step ${index + 1}`}
        onMove={(from, to) => apply(moveStep(getValues(), from, to), to)}
        onDuplicate={(index) => apply(duplicateStep(getValues(), index), index + 1)}
        onRemove={(index) => apply(removeStep(getValues(), index), undefined)}
      >
        {(index) => <StepFields control={control} index={index} />}
      </ItemCollapseList>
      <ListError control={control} name="steps" />
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => apply(addStep(getValues()), fields.length)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('list.addStep')}
      </Button>
    </Flex>
  );
}
