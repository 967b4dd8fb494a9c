import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Input } from 'antd';
import Form from 'antd/es/form';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/v4';
import { CategoryInputSchema, type CategoryInput } from '@suite/shared';
import { Field, showServerFieldErrors } from '@suite/shared/forms';
import { useCommerceCatalog } from '../../i18n';
import { useNotify } from '../use-notify';

type CategoryOutput = z.output<typeof CategoryInputSchema>;

export interface CategoryFormProps {
  /** The name it starts with (editing). */
  initialName?: string;
  /** "Create" or "Save". */
  submitLabel: string;
  successText: string;
  onSubmit: (input: CategoryOutput) => Promise<unknown>;
  onCancel: () => void;
  onDone: () => void;
}

/** The category's one field, Name, with Cancel and Create / Save. */
export function CategoryForm({
  initialName = '',
  submitLabel,
  successText,
  onSubmit,
  onCancel,
  onDone,
}: CategoryFormProps) {
  const notify = useNotify();
  const { t } = useCommerceCatalog();
  const form = useForm<CategoryInput, unknown, CategoryOutput>({
    resolver: zodResolver(CategoryInputSchema),
    mode: 'onChange',
    defaultValues: { name: initialName },
  });
  const { isValid, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      notify.success(successText);
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, ['name'], form.setError)) notify.error(error);
    }
  });
  return (
    <form aria-label={t('categories.formLabel')} noValidate onSubmit={submit}>
      <Form layout="vertical" component={false}>
        <Field control={form.control} name="name" label={t('common.name')}>
          {(field, id) => <Input {...field} id={id} autoFocus maxLength={50} />}
        </Field>
      </Form>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" disabled={!isValid || isSubmitting} loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Flex>
    </form>
  );
}
