import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { WebhookSettingsInputSchema, type WebhookSettings } from '@suite/shared';
import { Field, showServerFieldErrors } from '@suite/shared/react';
import { useNotify } from '../../features/use-notify';

type WebhookValues = z.input<typeof WebhookSettingsInputSchema>;
type WebhookOutput = z.output<typeof WebhookSettingsInputSchema>;

export interface WebhookFormProps {
  saved: WebhookSettings;
  onSave: (values: WebhookOutput) => Promise<void>;
}

export function WebhookForm({ saved, onSave }: WebhookFormProps) {
  const notify = useNotify();
  const form = useForm<WebhookValues, unknown, WebhookOutput>({
    resolver: zodResolver(WebhookSettingsInputSchema),
    mode: 'onChange',
    defaultValues: { webhookUrl: saved.webhookUrl ?? '', webhookSecret: saved.webhookSecret ?? '' },
  });
  const { isValid, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      form.reset(values);
      notify.success('Webhook settings updated');
    } catch (error) {
      if (!showServerFieldErrors(error, ['webhookUrl', 'webhookSecret'], form.setError)) notify.error(error);
    }
  });
  return (
    <form aria-label="Webhook" noValidate onSubmit={submit}>
      <Form layout="vertical" component={false}>
        <Field control={form.control} name="webhookUrl" label="Webhook URL">
          {(field, id) => <Input {...field} id={id} placeholder="https://example.com/webhook" />}
        </Field>
        <Field
          control={form.control}
          name="webhookSecret"
          label="Webhook secret"
          help="Leave empty to have one generated."
        >
          {(field, id) => <Input.Password {...field} value={field.value ?? ''} id={id} autoComplete="off" />}
        </Field>
      </Form>
      <Flex justify="flex-end">
        <Button
          type="primary"
          htmlType="submit"
          disabled={!isValid || !isDirty || isSubmitting}
          loading={isSubmitting}
        >
          Save
        </Button>
      </Flex>
    </form>
  );
}
