import { useEffect, type ReactNode } from 'react';
import { Button, Flex } from 'antd';
import Form from 'antd/es/form';
import { useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/v4';
import { useSectionEditorsCatalog } from '../../i18n';
import { EditorTabs, type EditorTab } from './editor-tabs';
import { FormHistoryBar } from './form-history';
import { ItemEditorsScope, OpenItemEditorNote, useOpenItemEditors } from './open-item-editors';
import { savedValues, type ConfigSchema } from './saved-values';
import { useCheckOnOpen } from './check-on-open';
import type { SectionData, SectionEditorProps } from '../section-module';

interface EditorFormBaseProps<Input extends FieldValues, Output extends SectionData> {
  form: UseFormReturn<Input, unknown, Output>;
  /** The live report of every change (values as typed, valid or not). */
  onChange: (data: SectionData) => void;
  onSave: (data: SectionData) => void | Promise<void>;
  /** What the form calls itself for assistive technology: "Video section". */
  label: string;
  /** An editor in tabs (Accordions and Settings): drawn after `children`, each label marking its errors. */
  tabs?: readonly EditorTab<Input>[];
  /**
   * How the dialog opened the editor (the editor's own `mode`). A saved section ('edit') is checked
   * as it opens: what it holds that no longer passes (rules tighten) shows its message at once, and
   * holds Save, as a value typed would; a new one shows none before the owner types.
   */
  mode?: SectionEditorProps['mode'];
  children?: ReactNode;
}

export type EditorFormProps<Input extends FieldValues, Output extends SectionData> = EditorFormBaseProps<
  Input,
  Output
> &
  (
    | { /** Cancel and Save at the end: most editors. */ submit?: 'save-and-cancel'; onCancel: () => void }
    | {
        /**
         * One full-width Save Configuration button (seed 000 §2: accordion, cards and stepper). No
         * Cancel: the dialog's Back and Close already leave (asking first when the section changed).
         */
        submit: 'save-configuration';
        onCancel?: undefined;
      }
  );

/**
 * The frame of every section editor: a vertical antd form whose fields are bound by `Field`, that
 * reports each change upward, and ends with Cancel and Save, or with one Save Configuration button
 * (either disabled while invalid or saving, and while an item editor inside is open, saying so).
 */
export function EditorForm<Input extends FieldValues, Output extends SectionData>(
  props: EditorFormProps<Input, Output>,
) {
  const { form, onChange, onSave, label, tabs, mode, children } = props;
  const { t } = useSectionEditorsCatalog();
  // Subscribed here, not through form.formState: a change of validity re-renders the buttons only,
  // not the editor that owns the form (and every field in it).
  const { isValid, isSubmitting } = useFormState({ control: form.control });
  const itemEditors = useOpenItemEditors();
  const held = !isValid || isSubmitting || itemEditors.open;
  const submit = form.handleSubmit((data) => onSave(data));
  const note = itemEditors.open ? <OpenItemEditorNote id={itemEditors.noteId} /> : null;
  const describedBy = itemEditors.open ? itemEditors.noteId : undefined;

  useCheckOnOpen(form, mode === 'edit');
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => onChange(values),
      }),
    [form, onChange],
  );

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        // An open item's draft is not in the values yet: saving now would drop it.
        if (itemEditors.open) event.preventDefault();
        else void submit(event);
      }}
    >
      <FormHistoryBar form={form} />
      <ItemEditorsScope value={itemEditors.scope}>
        <Form layout="vertical" component={false}>
          {children}
          {tabs ? <EditorTabs control={form.control} tabs={tabs} /> : null}
        </Form>
      </ItemEditorsScope>
      {props.submit === 'save-configuration' ? (
        <Flex vertical gap={4}>
          <Button
            type="primary"
            htmlType="submit"
            block
            disabled={held}
            loading={isSubmitting}
            aria-describedby={describedBy}
          >
            {t('common.saveConfiguration')}
          </Button>
          {note}
        </Flex>
      ) : (
        <Flex gap={8} justify="flex-end" align="center" wrap>
          {note}
          <Button onClick={props.onCancel}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            disabled={held}
            loading={isSubmitting}
            aria-describedby={describedBy}
          >
            {t('common.save')}
          </Button>
        </Flex>
      )}
    </form>
  );
}

/**
 * How an editor writes a value the owner did not type (a pick, a list's change, a new chain's
 * tokens): marked changed, and checked again at once.
 */
export const FORM_CHANGE = { shouldDirty: true, shouldValidate: true } as const;

/**
 * The values a form starts with: the saved config, or the type's defaults for a new section. A saved
 * config that no longer passes the schema opens as saved all the same, the defaults filling in only
 * what is missing or of another type (`saved-values.ts`): its owner sees their content and the
 * messages of what to fix, and never saves the defaults over it.
 */
export function initialValues<Config>(
  schema: ConfigSchema<Config>,
  defaults: Config,
  data: SectionData | undefined,
): Config {
  if (data === undefined) return defaults;
  return savedValues(schema, defaults, data);
}

/**
 * A section type's `useForm` options: checked by its schema on every change, opening on the saved
 * config (`initialValues`) or, for a new section, on the type's defaults.
 */
export function sectionFormOptions<Schema extends z.ZodType<SectionData, FieldValues>>(
  schema: Schema,
  defaults: z.input<Schema>,
  data: SectionData | undefined,
) {
  return {
    resolver: zodResolver(schema),
    defaultValues: initialValues<z.input<Schema> | z.output<Schema>>(schema, defaults, data),
    mode: 'onChange' as const,
  };
}
