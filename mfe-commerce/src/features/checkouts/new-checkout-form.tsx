import { zodResolver } from '@hookform/resolvers/zod';
import { Input } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type * as z from 'zod/v4';
import { commercePaths } from '@suite/shared';
import { CheckoutInputSchema } from '@suite/shared/schemas';
import { Field } from '@suite/shared/forms';
import { useCommerceCatalog } from '../../i18n';
import { useCommerceBasePath } from '../commerce-base-path';
import { FormShell } from '../form-shell';
import { useReportUnsaved } from '../use-leave-guard';
import { ReceiverNotice, useReceiverReady } from './receiver-missing';

const NewCheckoutSchema = CheckoutInputSchema.pick({ title: true, description: true });
type NewCheckoutValues = z.input<typeof NewCheckoutSchema>;

interface NewCheckoutFormProps {
  onCancel: () => void;
  /** Right before Continue leaves for the create page, with what was typed in its URL. */
  onContinue: () => void;
  /** Told whether a title or a description is typed (the dialog asks before they are lost). */
  onUnsavedChange: (unsaved: boolean) => void;
}

/** New Checkout's form: title and description first, then the items on the create page. */
export default function NewCheckoutForm({ onCancel, onContinue, onUnsavedChange }: NewCheckoutFormProps) {
  const navigate = useNavigate();
  const { t } = useCommerceCatalog();
  const createPath = commercePaths.create(useCommerceBasePath(), 'checkouts');
  const receiver = useReceiverReady();
  const form = useForm<NewCheckoutValues, unknown, z.output<typeof NewCheckoutSchema>>({
    resolver: zodResolver(NewCheckoutSchema),
    mode: 'onChange',
    defaultValues: { title: '', description: '' },
  });
  useReportUnsaved(form.formState.isDirty, onUnsavedChange);
  const submit = form.handleSubmit((values) => {
    onContinue();
    return navigate(`${createPath}?${new URLSearchParams(values).toString()}`);
  });
  return (
    <FormShell
      label={t('checkouts.new')}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('checkouts.continue')}
      canSubmit={receiver.ready === true && form.formState.isValid}
    >
      <ReceiverNotice receiver={receiver} />
      <Field control={form.control} name="title" label={t('common.title')}>
        {(field, id) => <Input {...field} id={id} autoFocus />}
      </Field>
      <Field control={form.control} name="description" label={t('common.description')}>
        {(field, id) => <Input.TextArea {...field} id={id} />}
      </Field>
    </FormShell>
  );
}
