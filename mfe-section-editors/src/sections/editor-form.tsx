import { useEffect, type ReactNode } from 'react';
import { Button, Flex, Form } from 'antd';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { SectionData } from './section-module';

export interface EditorFormProps<Input extends FieldValues, Output extends SectionData> {
  form: UseFormReturn<Input, unknown, Output>;
  /** The live report of every change (values as typed, valid or not). */
  onChange: (data: SectionData) => void;
  onSave: (data: SectionData) => void | Promise<void>;
  onCancel: () => void;
  /** What the form calls itself for assistive technology: "Video section". */
  label: string;
  children: ReactNode;
}

/**
 * The frame of every section editor: a vertical antd form whose fields are bound by `Field`, that
 * reports each change upward, and ends with Cancel and Save (Save disabled while invalid or saving).
 */
export function EditorForm<Input extends FieldValues, Output extends SectionData>({
  form,
  onChange,
  onSave,
  onCancel,
  label,
  children,
}: EditorFormProps<Input, Output>) {
  const { isValid, isSubmitting } = form.formState;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => onChange(values),
      }),
    [form, onChange],
  );

  return (
    <form aria-label={label} noValidate onSubmit={form.handleSubmit((data) => onSave(data))}>
      <Form layout="vertical" component={false}>
        {children}
      </Form>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" disabled={!isValid || isSubmitting} loading={isSubmitting}>
          Save
        </Button>
      </Flex>
    </form>
  );
}

/** The values a form starts with: the saved config when it is valid, otherwise the type's defaults. */
export function initialValues<Config>(
  schema: { safeParse: (data: unknown) => { success: true; data: Config } | { success: false } },
  defaults: Config,
  data: SectionData | undefined,
): Config {
  if (data === undefined) return defaults;
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : defaults;
}
