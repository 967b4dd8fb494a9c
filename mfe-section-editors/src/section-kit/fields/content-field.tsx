import type { ReactNode } from 'react';
import { Input } from 'antd';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Field } from '@suite/shared/forms';
import { useAiText } from '../../api/ai';
import { useSectionEditorsCatalog } from '../../i18n';
import { AiAssist } from './ai-assist';
import { nonEmpty, textValue } from './field-values';

export interface ContentFieldProps<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, string>,
> {
  control: Control<Values>;
  name: Name;
  label: ReactNode;
  /** What to ask the AI for, as an example prompt. */
  placeholder: string;
  rows?: number;
}

/**
 * The markdown text of a panel, step, tab or card: a text area with AI-assisted writing, whose
 * result is added after what is already written (seed 000 §1).
 */
export function ContentField<Values extends FieldValues, Name extends FieldPathByValue<Values, string>>({
  control,
  name,
  label,
  placeholder,
  rows = 4,
}: ContentFieldProps<Values, Name>) {
  const { t } = useSectionEditorsCatalog();
  const aiText = useAiText();
  return (
    <Field control={control} name={name} label={label} help={t('common.markdownHelp')}>
      {(field, id) => {
        const current = textValue(field.value);
        return (
          <>
            <AiAssist
              label={t('common.ai.write')}
              placeholder={placeholder}
              generate={async (prompt) => {
                const { text } = await aiText.trigger({ prompt, context: nonEmpty(current) });
                return text;
              }}
              onGenerated={(text) => field.onChange(current === '' ? text : `${current}\n\n${text}`)}
            />
            <Input.TextArea
              id={id}
              name={field.name}
              value={current}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              autoSize={{ minRows: rows, maxRows: 16 }}
            />
          </>
        );
      }}
    </Field>
  );
}
