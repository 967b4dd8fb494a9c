import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import Form from 'antd/es/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/v4';
import type { WebhookSettings } from '@suite/shared';
import { WebhookSettingsInputSchema } from '@suite/shared/schemas';
import { Field, showServerFieldErrors } from '@suite/shared/forms';
import { useCommerceCatalog } from '../../i18n';
import { copyableText, useNotify } from '@suite/shared/react';
import { useReportUnsaved } from '../../features/use-leave-guard';

type WebhookValues = z.input<typeof WebhookSettingsInputSchema>;
type WebhookOutput = z.output<typeof WebhookSettingsInputSchema>;

export interface WebhookFormProps {
  saved: WebhookSettings;
  /** Saves and gives back what the server stored, with the secret it generated for a blank one. */
  onSave: (values: WebhookOutput) => Promise<WebhookSettings>;
  /** Whether the form holds unsaved changes, for the page's leave guard. */
  onUnsavedChange?: (unsaved: boolean) => void;
}

export function WebhookForm({ saved, onSave, onUnsavedChange }: WebhookFormProps) {
  const notify = useNotify();
  const { t } = useCommerceCatalog();
  const form = useForm<WebhookValues, unknown, WebhookOutput>({
    resolver: zodResolver(WebhookSettingsInputSchema),
    mode: 'onChange',
    defaultValues: { webhookUrl: saved.webhookUrl ?? '', webhookSecret: saved.webhookSecret ?? '' },
  });
  /** The secret the server generated at the last save, shown until the field holds another one. */
  const [generated, setGenerated] = useState<string | null>(null);
  const { isValid, isSubmitting, isDirty } = form.formState;
  useReportUnsaved(isDirty, onUnsavedChange);
  const submit = form.handleSubmit(async (values) => {
    try {
      const stored = await onSave(values);
      // The form holds what was stored, so the secret field is the secret deliveries are signed with.
      form.reset({ webhookUrl: stored.webhookUrl ?? '', webhookSecret: stored.webhookSecret ?? '' });
      setGenerated(!values.webhookSecret && stored.webhookSecret ? stored.webhookSecret : null);
      notify.success(t('settings.webhookForm.updated'));
    } catch (error) {
      if (!showServerFieldErrors(error, ['webhookUrl', 'webhookSecret'], form.setError)) notify.error(error);
    }
  });
  const shownSecret = generated !== null && form.watch('webhookSecret') === generated ? generated : null;
  return (
    <form aria-label={t('settings.webhook')} noValidate onSubmit={submit}>
      <Form layout="vertical" component={false}>
        <Field
          control={form.control}
          name="webhookUrl"
          label={t('settings.webhookForm.url')}
          help={t('settings.webhookForm.urlHelp')}
        >
          {(field, id) => (
            <Input {...field} value={field.value ?? ''} id={id} placeholder="https://example.com/webhook" />
          )}
        </Field>
        <Field
          control={form.control}
          name="webhookSecret"
          label={t('settings.webhookForm.secret')}
          help={t('settings.webhookForm.secretHelp')}
        >
          {(field, id) => <Input.Password {...field} value={field.value ?? ''} id={id} autoComplete="off" />}
        </Field>
      </Form>
      {shownSecret ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('settings.webhookForm.generatedTitle')}
          description={
            <Flex vertical gap={4}>
              <Typography.Text code copyable={copyableText(shownSecret)} style={{ wordBreak: 'break-all' }}>
                {shownSecret}
              </Typography.Text>
              <Typography.Text type="secondary">{t('settings.webhookForm.generatedNote')}</Typography.Text>
            </Flex>
          }
        />
      ) : null}
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
