import { Button, Flex } from 'antd';
import Form from 'antd/es/form';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useCommerceCatalog } from '../i18n';

export interface FormShellProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<unknown>;
  /** A page's form keeps to a width; a dialog's fills the dialog. */
  maxWidth?: number;
  onCancel: () => void;
  /** The primary button's text. */
  submitLabel: string;
  /** Whether the primary button may submit (the values are valid, nothing else stops it). */
  canSubmit: boolean;
  /** The form is being submitted: its primary button spins and is disabled. */
  submitting?: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/** A commerce form: its fields in a vertical antd layout, then Cancel and the primary (submit) button. */
export function FormShell({
  label,
  onSubmit,
  maxWidth,
  onCancel,
  submitLabel,
  canSubmit,
  submitting,
  children,
}: FormShellProps) {
  const { t } = useCommerceCatalog();
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      style={maxWidth === undefined ? undefined : { maxWidth }}
    >
      <Form layout="vertical" component={false}>
        {children}
      </Form>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!canSubmit || submitting === true}
          loading={submitting}
        >
          {submitLabel}
        </Button>
      </Flex>
    </form>
  );
}
