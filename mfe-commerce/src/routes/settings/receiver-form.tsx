import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/v4';
import { MIN_CREDITS_PER_ORDER_USD, ReceiverSettingsInputSchema, type ReceiverSettings } from '@suite/shared';
import { Field, showServerFieldErrors } from '@suite/shared/react';
import { useNotify } from '../../features/use-notify';

type ReceiverValues = z.input<typeof ReceiverSettingsInputSchema>;

export const RECEIVER_WARNING =
  'Please verify that the recipient wallet address is correct to avoid losing funds.';
export const CREDITS_PER_ORDER_NOTE = `Each order needs at least ${MIN_CREDITS_PER_ORDER_USD} USD in credits to be processed.`;

export interface ReceiverFormProps {
  saved: ReceiverSettings;
  onSave: (values: z.output<typeof ReceiverSettingsInputSchema>) => Promise<void>;
}

/** The recipient wallet and e-mail: the read side's names are mapped to the save side's. */
export function ReceiverForm({ saved, onSave }: ReceiverFormProps) {
  const notify = useNotify();
  const form = useForm<ReceiverValues, unknown, z.output<typeof ReceiverSettingsInputSchema>>({
    resolver: zodResolver(ReceiverSettingsInputSchema),
    mode: 'onChange',
    defaultValues: {
      receiverAccount: saved.receiverAddress ?? '',
      receiverEmail: saved.notificationEmail ?? '',
    },
  });
  const { isValid, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      form.reset(values);
      notify.success('General settings updated');
    } catch (error) {
      if (!showServerFieldErrors(error, ['receiverAccount', 'receiverEmail'], form.setError))
        notify.error(error);
    }
  });
  return (
    <form aria-label="Receiver" noValidate onSubmit={submit}>
      <Form layout="vertical" component={false}>
        <Alert type="warning" showIcon title={RECEIVER_WARNING} style={{ marginBottom: 16 }} />
        <Field control={form.control} name="receiverAccount" label="Recipient wallet address">
          {(field, id) => <Input {...field} id={id} placeholder="0x…" autoComplete="off" />}
        </Field>
        <Field control={form.control} name="receiverEmail" label="E-mail">
          {(field, id) => <Input {...field} id={id} type="email" placeholder="you@example.com" />}
        </Field>
        <Typography.Paragraph type="secondary">{CREDITS_PER_ORDER_NOTE}</Typography.Paragraph>
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
