import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Flex, Form } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useFieldArray, useForm } from 'react-hook-form';
import * as z from 'zod/v4';
import { MARKETPLACE_FEES_MAX, WidgetFeesSchema } from '@suite/shared';
import { useSectionDirty, useWidgetEditor } from '../editor/editor-context';
import { SaveActions, useSaveFlow } from '../editor/save-flow';
import { SectionCard } from '../editor/section-card';
import { FeeFields } from './fee-fields';

const FormSchema = z.object({ marketplaceFees: WidgetFeesSchema.shape.marketplaceFees });
type MarketplaceFeesForm = z.input<typeof FormSchema>;

/** Marketplace fees: who receives what share of each NFT sale on the widget. */
export function MarketplaceFeesSection() {
  const { widget } = useWidgetEditor();
  const { confirmSave, confirmDiscard } = useSaveFlow();
  const config = widget.configParsed;
  const { control, handleSubmit, reset, formState } = useForm<MarketplaceFeesForm>({
    resolver: zodResolver(FormSchema),
    mode: 'onChange',
    defaultValues: { marketplaceFees: config.fees?.marketplaceFees ?? [] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'marketplaceFees' });
  useSectionDirty(formState.isDirty);

  const save = handleSubmit(async (values) => {
    await confirmSave({
      ...config,
      fees: { marketplaceFees: values.marketplaceFees, swapFee: config.fees?.swapFee ?? null },
    });
  });

  return (
    <SectionCard
      title="Marketplace fees"
      description="A share of every NFT sale made through your widget’s asset stores, paid by the buyer on top of the price to the addresses you choose."
    >
      <Form layout="vertical" component="div">
        {fields.length === 0 && (
          <Alert type="info" showIcon title="No marketplace fees: sellers keep the whole price." />
        )}
        {fields.map((field, index) => (
          <Flex key={field.id} gap={8} align="start">
            <FeeFields
              control={control}
              recipient={`marketplaceFees.${index}.recipient`}
              percentage={`marketplaceFees.${index}.amountPercentage`}
              labelPrefix={`Fee ${index + 1}: `}
            />
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Remove fee ${index + 1}`}
              onClick={() => remove(index)}
              style={{ marginTop: 30 }}
            />
          </Flex>
        ))}
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={fields.length >= MARKETPLACE_FEES_MAX}
          onClick={() => append({ recipient: '', amountPercentage: 1 })}
        >
          Add fee
        </Button>
      </Form>
      <SaveActions
        dirty={formState.isDirty}
        valid={formState.isValid}
        onSave={() => void save()}
        onDiscard={() => confirmDiscard(() => reset())}
      />
    </SectionCard>
  );
}
