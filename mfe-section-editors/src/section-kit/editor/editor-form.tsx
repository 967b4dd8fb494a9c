import { useEffect, type ReactNode } from 'react';
import { Button, Flex } from 'antd';
import Form from 'antd/es/form';
import { useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useSectionEditorsCatalog } from '../../i18n';
import { EditorTabs, type EditorTab } from './editor-tabs';
import { FormHistoryBar } from './form-history';
import { ItemEditorsScope, OpenItemEditorNote, useOpenItemEditors } from './open-item-editors';
import type { SectionData } from '../section-module';

interface EditorFormBaseProps<Input extends FieldValues, Output extends SectionData> {
  form: UseFormReturn<Input, unknown, Output>;
  /** The live report of every change (values as typed, valid or not). */
  onChange: (data: SectionData) => void;
  onSave: (data: SectionData) => void | Promise<void>;
  /** What the form calls itself for assistive technology: "Video section". */
  label: string;
  /** An editor in tabs (Accordions and Settings): drawn after `children`, each label marking its errors. */
  tabs?: readonly EditorTab<Input>[];
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
  const { form, onChange, onSave, label, tabs, children } = props;
  const { t } = useSectionEditorsCatalog();
  // Subscribed here, not through form.formState: a change of validity re-renders the buttons only,
  // not the editor that owns the form (and every field in it).
  const { isValid, isSubmitting } = useFormState({ control: form.control });
  const itemEditors = useOpenItemEditors();
  const held = !isValid || isSubmitting || itemEditors.open;
  const submit = form.handleSubmit((data) => onSave(data));
  const note = itemEditors.open ? <OpenItemEditorNote id={itemEditors.noteId} /> : null;
  const describedBy = itemEditors.open ? itemEditors.noteId : undefined;

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
