import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Switch } from 'antd';
import Form from 'antd/es/form';
import { useEffect, useMemo } from 'react';
import { useController, useForm } from 'react-hook-form';
import { MAX_PRODUCT_IMAGES, PRODUCT_NAME_MAX, type Product } from '@suite/shared';
import { Field } from '@suite/shared/forms';
import { useCommerceCatalog } from '../../i18n';
import { PageForm, type SaveFormProps } from '../page-form';
import { ImagesInput } from './images-input';
import type { ImagesNotSaved } from './images-not-saved';
import { CategoryPicker, CollectionsPicker } from './pickers';
import { ProductFormSchema, type ProductFormOutput, type ProductFormValues } from './product-form-schema';

export interface ProductFormProps extends SaveFormProps<ProductFormOutput> {
  initialValues: ProductFormValues;
  /** The product being edited, for its current category's and collections' names. */
  product?: Product;
  /**
   * Images added when the product was created and not saved then: the form starts with them as
   * unsaved changes, with the API's messages beside them.
   */
  imagesNotSaved?: ImagesNotSaved | null;
}

const FIELDS = [
  'name',
  'description',
  'price',
  'categoryId',
  'digital',
  'content',
  'collections',
  'images',
] as const;

export function ProductForm({
  initialValues,
  product,
  imagesNotSaved = null,
  onSubmit,
  ...save
}: ProductFormProps) {
  const { t } = useCommerceCatalog();
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(ProductFormSchema),
    mode: 'onChange',
    defaultValues: initialValues,
  });
  const { errors } = form.formState;
  const digital = form.watch('digital');
  const images = useController({ control: form.control, name: 'images' });
  const imageErrors = Array.from(
    { length: MAX_PRODUCT_IMAGES },
    (_, index) => errors.images?.[index]?.message,
  );
  // A 400's message on an image (`images.2`) goes beside that image's row.
  const imageRows = images.field.value.length;
  const fields = useMemo(
    () => [...FIELDS, ...Array.from({ length: imageRows }, (_, index) => `images.${index}` as const)],
    [imageRows],
  );
  const submit: ProductFormProps['onSubmit'] = (values, page) => {
    // The blank image rows are not saved: the form drops them as well, so that its rows are the
    // images sent, and a message on one lands on its row.
    if (values.images.length !== form.getValues('images').length) form.setValue('images', values.images);
    return onSubmit(values, page);
  };
  useEffect(() => {
    if (!imagesNotSaved) return;
    form.setValue('images', imagesNotSaved.images, { shouldDirty: true });
    // Checked as typed images are, then the API's word on each placed beside it.
    void form.trigger('images').then(() => {
      for (const [path, message] of Object.entries(imagesNotSaved.errors)) {
        const row = /^images\.(\d+)$/.exec(path)?.[1];
        if (row !== undefined) form.setError(`images.${Number(row)}`, { type: 'server', message });
        else if (path === 'images') form.setError('images', { type: 'server', message });
      }
    });
  }, [form, imagesNotSaved]);

  return (
    <PageForm form={form} fields={fields} label={t('products.form.label')} onSubmit={submit} {...save}>
      <Field control={form.control} name="name" label={t('common.name')}>
        {(field, id) => <Input {...field} id={id} count={{ show: true, max: PRODUCT_NAME_MAX }} />}
      </Field>
      <Field
        control={form.control}
        name="price"
        label={t('products.form.price')}
        help={t('products.form.priceHelp')}
      >
        {(field, id) => (
          <Input {...field} value={String(field.value ?? '')} id={id} inputMode="decimal" prefix="$" />
        )}
      </Field>
      <Field control={form.control} name="description" label={t('common.description')}>
        {(field, id) => <Input.TextArea {...field} id={id} autoSize={{ minRows: 3, maxRows: 8 }} />}
      </Field>
      <Field control={form.control} name="categoryId" label={t('products.form.category')}>
        {(field, id) => (
          <CategoryPicker id={id} value={field.value} onChange={field.onChange} current={product?.category} />
        )}
      </Field>
      <Field control={form.control} name="collections" label={t('products.form.collections')}>
        {(field, id) => (
          <CollectionsPicker
            id={id}
            value={field.value}
            onChange={field.onChange}
            current={product?.collections}
          />
        )}
      </Field>
      <Field
        control={form.control}
        name="digital"
        label={t('products.form.digital')}
        help={t('products.form.digitalHelp')}
      >
        {(field, id) => <Switch id={id} checked={field.value ?? false} onChange={field.onChange} />}
      </Field>
      {digital ? (
        <Field control={form.control} name="content" label={t('products.form.content')}>
          {(field, id) => (
            <Input.TextArea
              {...field}
              value={field.value ?? ''}
              id={id}
              autoSize={{ minRows: 3, maxRows: 10 }}
            />
          )}
        </Field>
      ) : null}
      <Form.Item
        label={t('products.form.images')}
        help={errors.images?.message}
        validateStatus={errors.images?.message ? 'error' : undefined}
      >
        <ImagesInput value={images.field.value} onChange={images.field.onChange} errors={imageErrors} />
      </Form.Item>
    </PageForm>
  );
}
