import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Input, Radio, Typography } from 'antd';
import Form from 'antd/es/form';
import { useForm } from 'react-hook-form';
import * as z from 'zod/v4';
import { DEFAULT_THEME_ID } from '@suite/shared/schemas';
import { WIDGET_KITS, WidgetConfigSchema, WidgetKitSchema, type WidgetConfig } from '@suite/shared/widget';
import { useWidgetMutations } from '../../api/widgets';
import { KIT_TITLES } from '../../features/editor/editor-menu';
import { useApiErrorMessage, useFeedback } from '@suite/shared/react';
import { Field } from '@suite/shared/forms';
import { useWidgetEditorCatalog } from '../../i18n';

const CreateWidgetSchema = z.object({ name: WidgetConfigSchema.shape.name, kit: WidgetKitSchema });
type CreateWidgetValues = z.infer<typeof CreateWidgetSchema>;

/** The config a new widget starts with: its name, USD, the default theme and an empty page. */
export function newWidgetConfig(name: string): WidgetConfig {
  return {
    name,
    currency: 'USD',
    theme: DEFAULT_THEME_ID,
    page: { title: 'Main', layout: { type: 'list' }, sections: [] },
  };
}

export interface CreateWidgetFormProps {
  onClose: () => void;
  onCreated: (widgetId: number) => void;
}

/** The form of Create widget, loaded when the dialog first opens (react-hook-form with it). */
export default function CreateWidgetForm({ onClose, onCreated }: CreateWidgetFormProps) {
  const errorMessage = useApiErrorMessage();
  const { message } = useFeedback();
  const { t } = useWidgetEditorCatalog();
  const { create } = useWidgetMutations();
  const { control, handleSubmit, formState } = useForm<CreateWidgetValues>({
    resolver: zodResolver(CreateWidgetSchema),
    mode: 'onChange',
    defaultValues: { name: '', kit: 'Full' },
  });
  const submit = handleSubmit(async ({ name, kit }) => {
    try {
      const widget = await create(kit, newWidgetConfig(name));
      void message.success(t('create.created'));
      onCreated(widget.id);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  });
  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Field control={control} name="name" label={t('create.name')}>
        {(field, id) => <Input {...field} id={id} maxLength={100} autoFocus />}
      </Field>
      <Field control={control} name="kit" label={t('create.kit')}>
        {(field, id) => (
          <Radio.Group
            id={id}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            style={{ width: '100%' }}
          >
            <Flex vertical gap={8}>
              {WIDGET_KITS.map((kit) => (
                <Radio key={kit} value={kit}>
                  <Typography.Text strong>{KIT_TITLES[kit]}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{t(`create.kits.${kit}`)}</Typography.Text>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        )}
      </Field>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{t('create.cancel')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={formState.isSubmitting}
          disabled={!formState.isValid}
        >
          {t('create.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
