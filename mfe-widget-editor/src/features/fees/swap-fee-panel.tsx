import { Button } from 'antd';
import Form from 'antd/es/form';
import * as z from 'zod/v4';
import { FeeSchema } from '@suite/shared/schemas';
import { useWidgetEditorCatalog } from '../../i18n';
import { useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { usePanelForm } from '../editor/panel-save';
import { FeeFields } from './fee-fields';

/** Both empty means no swap fee; otherwise both must make a valid fee. */
const SwapFeeFormSchema = z
  .object({ recipient: z.string().trim(), amountPercentage: z.number().nullable() })
  .superRefine((value, context) => {
    if (value.recipient === '' && value.amountPercentage === null) return;
    const parsed = FeeSchema.safeParse(value);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

/** Swap fee: the share of every swap on the widget, and who receives it. */
export function SwapFeePanel() {
  const { t } = useWidgetEditorCatalog();
  const { widget } = useWidgetEditor();
  const config = widget.configParsed;
  const saved = config.fees?.swapFee;
  const { form, saveActions } = usePanelForm({
    schema: SwapFeeFormSchema,
    defaultValues: { recipient: saved?.recipient ?? '', amountPercentage: saved?.amountPercentage ?? null },
    toConfig: (values) => {
      const swapFee =
        values.recipient === '' || values.amountPercentage === null
          ? null
          : { recipient: values.recipient, amountPercentage: values.amountPercentage };
      return { ...config, fees: { marketplaceFees: config.fees?.marketplaceFees ?? [], swapFee } };
    },
  });
  const { control, setValue } = form;

  return (
    <PanelCard description={t('fees.swapDescription')}>
      <Form layout="vertical" component="div">
        <FeeFields control={control} recipient="recipient" percentage="amountPercentage" />
        <Button
          onClick={() => {
            setValue('recipient', '', { shouldDirty: true, shouldValidate: true });
            setValue('amountPercentage', null, { shouldDirty: true, shouldValidate: true });
          }}
        >
          {t('fees.clearSwap')}
        </Button>
      </Form>
      {saveActions}
    </PanelCard>
  );
}
