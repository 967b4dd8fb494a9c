import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Input } from 'antd';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/v4';
import type { CheckoutInput } from '@suite/shared';
import { CheckoutInputSchema } from '@suite/shared/schemas';
import { Field } from '@suite/shared/forms';
import { useCommerceCatalog } from '../../i18n';
import { PageForm, type SaveFormProps } from '../page-form';
import { CheckoutItems, type CheckoutProduct } from './checkout-items';

type CheckoutOutput = z.output<typeof CheckoutInputSchema>;

export interface CheckoutFormProps extends SaveFormProps<CheckoutOutput> {
  initialValues: CheckoutInput;
  /** The saved checkout's products by id: their names and whether the store shows them. */
  knownProducts?: Record<string, CheckoutProduct>;
  /** Save stays disabled (e.g. the receiver is not set). */
  readOnly?: boolean;
}

export function CheckoutForm({ initialValues, knownProducts, ...save }: CheckoutFormProps) {
  const { t } = useCommerceCatalog();
  const form = useForm<CheckoutInput, unknown, CheckoutOutput>({
    resolver: zodResolver(CheckoutInputSchema),
    mode: 'onChange',
    defaultValues: initialValues,
  });
  const { errors, isSubmitted } = form.formState;
  const itemCount = useWatch({ control: form.control, name: 'items' }).length;
  // A 400's message on a row (`items.3.productId`: "Unknown product") goes beside that row.
  const fields = useMemo(
    () => [
      'title' as const,
      'description' as const,
      'items' as const,
      ...Array.from(
        { length: itemCount },
        (_, index) => [`items.${index}.productId`, `items.${index}.quantity`] as const,
      ).flat(),
    ],
    [itemCount],
  );
  // The item list is checked from the start, so an empty one says why Save is disabled.
  useEffect(() => {
    void form.trigger('items');
  }, [form]);
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
    <PageForm form={form} fields={fields} label={t('checkouts.form.label')} {...save}>
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
        submitted={isSubmitted}
        validate={() => void form.trigger('items')}
        known={knownProducts}
      />
    </PageForm>
  );
}
