import { zodResolver } from '@hookform/resolvers/zod';
import { Input } from 'antd';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/v4';
import type { CategoryInput } from '@suite/shared';
import { CategoryInputSchema } from '@suite/shared/schemas';
import { Field } from '@suite/shared/forms';
import { useCommerceCatalog } from '../../i18n';
import { FormShell } from '../form-shell';
import { useLeaveGuard, useReportUnsaved } from '../use-leave-guard';
import { useSaveSubmit } from '../use-save-submit';

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
  /**
   * A page's form (not a dialog's): leaving it with unsaved changes asks first ('Leave without
   * saving'). A dialog guards it itself (`useDialogLeaveGuard`), told by `onUnsavedChange`.
   */
  guardLeave?: boolean;
  /** Told whether the name differs from the one it started with (a dialog's guard holds it then). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/** The category's one field, Name, with Cancel and Create / Save. */
export function CategoryForm({
  initialName = '',
  submitLabel,
  successText,
  onSubmit,
  onCancel,
  onDone,
  guardLeave = false,
  onUnsavedChange,
}: CategoryFormProps) {
  const { t } = useCommerceCatalog();
  const form = useForm<CategoryInput, unknown, CategoryOutput>({
    resolver: zodResolver(CategoryInputSchema),
    mode: 'onChange',
    defaultValues: { name: initialName },
  });
  const { isValid, isSubmitting, isDirty } = form.formState;
  const { allowLeave } = useLeaveGuard(guardLeave && isDirty);
  useReportUnsaved(isDirty, onUnsavedChange);
  const submit = useSaveSubmit({
    form,
    fields: ['name'],
    onSubmit,
    successText,
    onDone: () => {
      allowLeave();
      onDone();
    },
  });
  return (
    <FormShell
      label={t('categories.formLabel')}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={submitLabel}
      canSubmit={isValid}
      submitting={isSubmitting}
    >
      <Field control={form.control} name="name" label={t('common.name')}>
        {(field, id) => <Input {...field} id={id} autoFocus maxLength={50} />}
      </Field>
    </FormShell>
  );
}
