import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useCommerceCatalog } from '../i18n';
import { FormShell } from './form-shell';
import { useLeaveGuard } from './use-leave-guard';
import { useSaveSubmit } from './use-save-submit';

/** What a page's form is given to save its values (`Output`, as the form's schema resolves them). */
export interface SaveFormProps<Output> {
  /** The toast once saved. */
  successText: string;
  /**
   * Saves. A save that must leave the page itself (not through `onDone`) calls `allowLeave` first,
   * or the page's leave guard would ask about the changes it just saved.
   */
  onSubmit: (values: Output, page: { allowLeave: () => void }) => Promise<unknown>;
  onCancel: () => void;
  /** After the save (e.g. back to the list). */
  onDone: () => void;
}

interface PageFormProps<Values extends FieldValues, Output> extends SaveFormProps<Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The form's own fields: a 400's messages for them go beside them. */
  fields: readonly FieldPath<Values>[];
  /** The form's accessible name. */
  label: string;
  /** Save stays disabled. */
  readOnly?: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A create or edit page's form: its fields, then Cancel and Save. Save is disabled while the values
 * are invalid or being saved; unsaved changes are guarded (`useLeaveGuard`) until the save.
 */
export function PageForm<Values extends FieldValues, Output>({
  form,
  fields,
  label,
  readOnly = false,
  successText,
  onSubmit,
  onCancel,
  onDone,
  children,
}: PageFormProps<Values, Output>) {
  const { t } = useCommerceCatalog();
  const { isValid, isSubmitting, isDirty } = form.formState;
  const { allowLeave } = useLeaveGuard(isDirty);
  const submit = useSaveSubmit({
    form,
    fields,
    onSubmit: (values) => onSubmit(values, { allowLeave }),
    successText,
    onDone: () => {
      allowLeave();
      onDone();
    },
  });
  return (
    <FormShell
      label={label}
      onSubmit={submit}
      maxWidth={720}
      onCancel={onCancel}
      submitLabel={t('common.save')}
      canSubmit={!readOnly && isValid}
      submitting={isSubmitting}
    >
      {children}
    </FormShell>
  );
}
