import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Flex, Input } from 'antd';
import Form from 'antd/es/form';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/v4';
import { CheckoutInputSchema, type CheckoutInput } from '@suite/shared';
import { Field, showServerFieldErrors } from '@suite/shared/forms';
import { useCommerceCatalog } from '../../i18n';
import { useLeaveGuard } from '../use-leave-guard';
import { useNotify } from '../use-notify';
import { CheckoutItems, type CheckoutProduct } from './checkout-items';

type CheckoutOutput = z.output<typeof CheckoutInputSchema>;

export interface CheckoutFormProps {
  initialValues: CheckoutInput;
  /** The saved checkout's products by id: their names and whether the store shows them. */
  knownProducts?: Record<string, CheckoutProduct>;
  successText: string;
  /** Save stays disabled (e.g. the receiver is not set). */
  readOnly?: boolean;
  onSubmit: (values: CheckoutOutput) => Promise<unknown>;
  onCancel: () => void;
  onDone: () => void;
}

export function CheckoutForm({
  initialValues,
  knownProducts,
  successText,
  readOnly,
  onSubmit,
  onCancel,
  onDone,
}: CheckoutFormProps) {
  const notify = useNotify();
  const { t } = useCommerceCatalog();
  const form = useForm<CheckoutInput, unknown, CheckoutOutput>({
    resolver: zodResolver(CheckoutInputSchema),
    mode: 'onChange',
    defaultValues: initialValues,
  });
  const { isValid, isSubmitting, errors, isDirty } = form.formState;
  const { allowLeave } = useLeaveGuard(isDirty);
  // The item list is checked from the start, so an empty one says why Save is disabled.
  useEffect(() => {
    void form.trigger('items');
  }, [form]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      notify.success(successText);
      allowLeave();
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, ['title', 'description', 'items'], form.setError))
        notify.error(error);
    }
  });
  const flag = (name: 'requireEmail' | 'requireAddress' | 'editable', label: string) => (
    <Field control={form.control} name={name} label={null}>
      {(field, id) => (
        <Checkbox
          id={id}
          checked={field.value ?? false}
          onChange={(event) => field.onChange(event.target.checked)}
        >
          {label}
        </Checkbox>
      )}
    </Field>
  );
  return (
    <form aria-label={t('checkouts.form.label')} noValidate onSubmit={submit} style={{ maxWidth: 720 }}>
      <Form layout="vertical" component={false}>
        <Field control={form.control} name="title" label={t('common.title')}>
          {(field, id) => <Input {...field} id={id} />}
        </Field>
        <Field control={form.control} name="description" label={t('common.description')}>
          {(field, id) => <Input.TextArea {...field} id={id} autoSize={{ minRows: 2, maxRows: 6 }} />}
        </Field>
        {flag('requireEmail', t('checkouts.form.requireEmail'))}
        {flag('requireAddress', t('checkouts.form.requireAddress'))}
        {flag('editable', t('checkouts.form.editable'))}
        <CheckoutItems
          control={form.control}
          errors={errors}
          validate={() => void form.trigger('items')}
          known={knownProducts}
        />
      </Form>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          disabled={readOnly || !isValid || isSubmitting}
          loading={isSubmitting}
        >
          {t('common.save')}
        </Button>
      </Flex>
    </form>
  );
}
