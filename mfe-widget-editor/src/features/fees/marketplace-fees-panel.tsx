import { Alert, Button, Flex } from 'antd';
import Form from 'antd/es/form';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useFieldArray } from 'react-hook-form';
import * as z from 'zod/v4';
import { MARKETPLACE_FEES_MAX, WidgetFeesSchema } from '@suite/shared/schemas';
import { useWidgetEditorCatalog } from '../../i18n';
import { useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { usePanelForm } from '../editor/panel-save';
import { FeeFields } from './fee-fields';
import { LimitReached } from '@suite/shared/react';

const FormSchema = z.object({ marketplaceFees: WidgetFeesSchema.shape.marketplaceFees });

/** Marketplace fees: who receives what share of each NFT sale on the widget. */
export function MarketplaceFeesPanel() {
  const { t } = useWidgetEditorCatalog();
  const { widget } = useWidgetEditor();
  const config = widget.configParsed;
  const { form, saveActions } = usePanelForm({
    schema: FormSchema,
    defaultValues: { marketplaceFees: config.fees?.marketplaceFees ?? [] },
    toConfig: (values) => ({
      ...config,
      fees: { marketplaceFees: values.marketplaceFees, swapFee: config.fees?.swapFee ?? null },
    }),
  });
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'marketplaceFees' });

  return (
    <PanelCard description={t('fees.marketplaceDescription')}>
      <Form layout="vertical" component="div">
        {fields.length === 0 && <Alert type="info" showIcon title={t('fees.none')} />}
        {fields.map((field, index) => (
          <Flex key={field.id} gap={8} align="start">
            <FeeFields
              control={control}
              recipient={`marketplaceFees.${index}.recipient`}
              percentage={`marketplaceFees.${index}.amountPercentage`}
              number={index + 1}
            />
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('fees.remove', { number: index + 1 })}
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
          {t('fees.add')}
        </Button>
        <LimitReached count={fields.length} max={MARKETPLACE_FEES_MAX} />
      </Form>
      {saveActions}
    </PanelCard>
  );
}
