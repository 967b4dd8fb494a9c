import { Input } from 'antd';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useOptionalApiClient } from '@suite/shared/react';
import { Field } from '@suite/shared/forms';
import { useAiText } from '../../api/ai';
import { useSectionEditorsCatalog } from '../../i18n';
import { AiAssist } from './ai-assist';

export interface TextFieldProps<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, string>,
  Transformed extends FieldValues = Values,
> {
  control: Control<Values, unknown, Transformed>;
  name: Name;
  /** "Title", "Subtitle", "Description": the AI's prompt asks for one of these. */
  label: string;
  placeholder?: string;
  /** A text area of these rows (a subtitle), instead of one line (a title). */
  rows?: { minRows: number; maxRows: number };
}

/**
 * A section's title, subtitle or description: the field with the same AI-assisted writing as long texts, whose
 * result replaces what is written (a title is rewritten, not added to).
 */
export function TextField<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, string>,
  Transformed extends FieldValues = Values,
>({ control, name, label, placeholder, rows }: TextFieldProps<Values, Name, Transformed>) {
  // Without the suite's providers (an editor mounted alone) there is no API to ask: no AI button.
  const withApi = useOptionalApiClient() !== null;
  return (
    <Field control={control} name={name} label={label}>
      {(field, id) => {
        const current = typeof field.value === 'string' ? field.value : '';
        return (
          <>
            {withApi ? (
              <TextAiAssist
                label={label}
                current={current}
                multiline={rows !== undefined}
                onGenerated={field.onChange}
              />
            ) : null}
            {rows ? (
              <Input.TextArea id={id} {...field} value={current} placeholder={placeholder} autoSize={rows} />
            ) : (
              <Input id={id} {...field} value={current} placeholder={placeholder} />
            )}
          </>
        );
      }}
    </Field>
  );
}

function TextAiAssist({
  label,
  current,
  multiline,
  onGenerated,
}: {
  label: string;
  current: string;
  multiline: boolean;
  onGenerated: (text: string) => void;
}) {
  const { t } = useSectionEditorsCatalog();
  const aiText = useAiText();
  const what = label.toLowerCase();
  return (
    <AiAssist
      label={t('common.ai.write')}
      placeholder={t('common.ai.shortText', { what })}
      generate={async (prompt) => {
        const { text } = await aiText.trigger({
          prompt: `Write one ${what}, without quotes or markdown: ${prompt}`,
          context: current || undefined,
        });
        // A title is one line; a subtitle keeps its lines.
        return multiline ? text.trim() : (text.trim().split('\n')[0] ?? '').trim();
      }}
      onGenerated={onGenerated}
    />
  );
}
