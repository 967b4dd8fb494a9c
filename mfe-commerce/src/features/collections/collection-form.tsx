import { zodResolver } from '@hookform/resolvers/zod';
import { Input } from 'antd';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/v4';
import type { CollectionInput } from '@suite/shared';
import { CollectionInputSchema } from '@suite/shared/schemas';
import { Field } from '@suite/shared/forms';
import { useCommerceCatalog } from '../../i18n';
import { ProductPicker, type PickedProduct } from '../products/product-picker';
import { PageForm, type SaveFormProps } from '../page-form';
import { useCommerceSectionTitle } from '@suite/shared/react';

type CollectionOutput = z.output<typeof CollectionInputSchema>;

export interface CollectionFormProps extends SaveFormProps<CollectionOutput> {
  initialValues: CollectionInput;
  knownProducts?: PickedProduct[];
}

/** A collection: its name and its products (added and removed with the picker). */
export function CollectionForm({ initialValues, knownProducts, ...save }: CollectionFormProps) {
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  const form = useForm<CollectionInput, unknown, CollectionOutput>({
    resolver: zodResolver(CollectionInputSchema),
    mode: 'onChange',
    defaultValues: initialValues,
  });
  const { errors } = form.formState;
  const itemCount = (useWatch({ control: form.control, name: 'items' }) ?? []).length;
  // A 400's message on a product (`items.3.productId`: "Unknown product") goes on that product's row.
  const fields = useMemo(
    () => [
      'name' as const,
      'items' as const,
      ...Array.from({ length: itemCount }, (_, index) => `items.${index}.productId` as const),
    ],
    [itemCount],
  );
  const rowErrors = Array.from(
    { length: itemCount },
    (_, index) => errors.items?.[index]?.productId?.message,
  );
  return (
    <PageForm form={form} fields={fields} label={t('collections.formLabel')} {...save}>
      <Field control={form.control} name="name" label={t('common.name')}>
        {(field, id) => <Input {...field} id={id} />}
      </Field>
      <Field control={form.control} name="items" label={sectionTitle('products')}>
        {(field, id) => (
          <ProductPicker
            id={id}
            known={knownProducts}
            rowErrors={rowErrors}
            value={(field.value ?? []).map((item) => item.productId)}
            onChange={(ids) => field.onChange(ids.map((productId) => ({ productId })))}
          />
        )}
      </Field>
    </PageForm>
  );
}
