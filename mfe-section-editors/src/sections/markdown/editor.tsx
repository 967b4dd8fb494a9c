import { useForm } from 'react-hook-form';
import { Input } from 'antd';
import { MarkdownConfigSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { useAiText } from '../../api/ai';
import { AiAssist } from '../../section-kit/fields/ai-assist';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { MARKDOWN_DEFAULTS } from './defaults';
import { MARKDOWN_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

export function MarkdownEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(MarkdownConfigSchema, MARKDOWN_DEFAULTS, data));
  const aiText = useAiText();

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('markdown.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <AiAssist
        label={t('common.ai.write')}
        placeholder={t('markdown.aiPlaceholder')}
        generate={async (prompt) => {
          const source = form.getValues('source');
          const { text } = await aiText.trigger({ prompt, context: source || undefined });
          return text;
        }}
        onGenerated={(text) => {
          const source = form.getValues('source');
          form.setValue('source', source ? `${source}\n\n${text}` : text, {
            shouldDirty: true,
            shouldValidate: true,
          });
        }}
      />
      <Field control={form.control} name="source" label={t(MARKDOWN_LABELS.source)} help={t('markdown.help')}>
        {(field, id) => <Input.TextArea id={id} {...field} autoSize={{ minRows: 10, maxRows: 30 }} />}
      </Field>
    </EditorForm>
  );
}
