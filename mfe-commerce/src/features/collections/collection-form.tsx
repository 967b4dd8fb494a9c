import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Input } from 'antd';
import Form from 'antd/es/form';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/v4';
import { CollectionInputSchema, type CollectionInput } from '@suite/shared';
import { Field, showServerFieldErrors } from '@suite/shared/forms';
import { useCommerceCatalog } from '../../i18n';
import { ProductPicker, type PickedProduct } from '../products/product-picker';
import { useLeaveGuard } from '../use-leave-guard';
import { useNotify } from '../use-notify';

type CollectionOutput = z.output<typeof CollectionInputSchema>;

export interface CollectionFormProps {
  initialValues: CollectionInput;
  knownProducts?: PickedProduct[];
  successText: string;
  onSubmit: (values: CollectionOutput) => Promise<unknown>;
  onCancel: () => void;
  onDone: () => void;
}

/** A collection: its name and its products (added and removed with the picker). */
export function CollectionForm({
  initialValues,
  knownProducts,
  successText,
  onSubmit,
  onCancel,
  onDone,
}: CollectionFormProps) {
  const notify = useNotify();
  const { t } = useCommerceCatalog();
  const form = useForm<CollectionInput, unknown, CollectionOutput>({
    resolver: zodResolver(CollectionInputSchema),
    mode: 'onChange',
    defaultValues: initialValues,
  });
  const { isValid, isSubmitting, isDirty } = form.formState;
  const { allowLeave } = useLeaveGuard(isDirty);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      notify.success(successText);
      allowLeave();
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, ['name', 'items'], form.setError)) notify.error(error);
    }
  });
  return (
    <form aria-label={t('collections.formLabel')} noValidate onSubmit={submit} style={{ maxWidth: 720 }}>
      <Form layout="vertical" component={false}>
        <Field control={form.control} name="name" label={t('common.name')}>
          {(field, id) => <Input {...field} id={id} />}
        </Field>
        <Field control={form.control} name="items" label={t('sections.products')}>
          {(field, id) => (
            <ProductPicker
              id={id}
              known={knownProducts}
              value={(field.value ?? []).map((item) => item.productId)}
              onChange={(ids) => field.onChange(ids.map((productId) => ({ productId })))}
            />
          )}
        </Field>
      </Form>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" disabled={!isValid || isSubmitting} loading={isSubmitting}>
          {t('common.save')}
        </Button>
      </Flex>
    </form>
  );
}
