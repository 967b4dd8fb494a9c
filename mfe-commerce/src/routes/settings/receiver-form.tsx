import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import Form from 'antd/es/form';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/v4';
import { MIN_CREDITS_PER_ORDER_USD, type ReceiverSettings } from '@suite/shared';
import { ReceiverSettingsInputSchema } from '@suite/shared/schemas';
import { Field, showServerFieldErrors } from '@suite/shared/forms';
import { useCommerceCatalog } from '../../i18n';
import { useNotify } from '@suite/shared/react';
import { useReportUnsaved } from '../../features/use-leave-guard';

type ReceiverValues = z.input<typeof ReceiverSettingsInputSchema>;

export interface ReceiverFormProps {
  saved: ReceiverSettings;
  onSave: (values: z.output<typeof ReceiverSettingsInputSchema>) => Promise<void>;
  /** Whether the form holds unsaved changes, for the page's leave guard. */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/** The recipient wallet and e-mail: the read side's names are mapped to the save side's. */
export function ReceiverForm({ saved, onSave, onUnsavedChange }: ReceiverFormProps) {
  const notify = useNotify();
  const { t } = useCommerceCatalog();
  const form = useForm<ReceiverValues, unknown, z.output<typeof ReceiverSettingsInputSchema>>({
    resolver: zodResolver(ReceiverSettingsInputSchema),
    mode: 'onChange',
    defaultValues: {
      receiverAccount: saved.receiverAddress ?? '',
      receiverEmail: saved.notificationEmail ?? '',
    },
  });
  const { isValid, isSubmitting, isDirty } = form.formState;
  useReportUnsaved(isDirty, onUnsavedChange);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      form.reset(values);
      notify.success(t('settings.receiver.updated'));
    } catch (error) {
      if (!showServerFieldErrors(error, ['receiverAccount', 'receiverEmail'], form.setError))
        notify.error(error);
    }
  });
  return (
    <form aria-label={t('settings.receiver.label')} noValidate onSubmit={submit}>
      <Form layout="vertical" component={false}>
        {/* Seed 001 §8's warning, word for word in English. */}
        <Alert type="warning" showIcon title={t('settings.receiver.warning')} style={{ marginBottom: 16 }} />
        <Field control={form.control} name="receiverAccount" label={t('settings.receiver.address')}>
          {(field, id) => <Input {...field} id={id} placeholder="0x…" autoComplete="off" />}
        </Field>
        <Field control={form.control} name="receiverEmail" label={t('common.email')}>
          {(field, id) => (
            <Input {...field} id={id} type="email" placeholder={t('settings.receiver.emailPlaceholder')} />
          )}
        </Field>
        <Typography.Paragraph type="secondary">
          {t('settings.receiver.creditsNote', { min: MIN_CREDITS_PER_ORDER_USD })}
        </Typography.Paragraph>
      </Form>
      <Flex justify="flex-end">
        <Button
          type="primary"
          htmlType="submit"
          disabled={!isValid || !isDirty || isSubmitting}
          loading={isSubmitting}
        >
          {t('common.save')}
        </Button>
      </Flex>
    </form>
  );
}
