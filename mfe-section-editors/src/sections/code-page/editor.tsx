import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Flex, Switch, Tabs, Typography } from 'antd';
import { CodePageConfigSchema, setHtmlCheck } from '@suite/shared';
import { htmlParseError } from '@suite/shared/html-check';
import { Field } from '@suite/shared/react';
import { EditorForm, initialValues } from '../editor-form';
import type { SectionEditorProps } from '../section-module';
import { CodePane } from './code-pane';
import { CODE_LANGUAGES, type CodeLanguage } from './code-languages';
import { CODE_PAGE_DEFAULTS } from './defaults';

// The HTML check follows HTML's parsing rules with parse5, too large for every page's first load: it
// comes with this editor's own lazy chunk and is set on the page's one code page schema.
setHtmlCheck(htmlParseError);

export function CodePageEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const form = useForm({
    resolver: zodResolver(CodePageConfigSchema),
    defaultValues: initialValues(CodePageConfigSchema, CODE_PAGE_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control, formState } = form;
  const [showAll, setShowAll] = useState(false);

  const field = (language: CodeLanguage, height: number) => (
    <Field control={control} name={language.field} label={language.title}>
      {(bound) => (
        <CodePane
          language={language}
          value={bound.value}
          height={height}
          onChange={(code) =>
            form.setValue(language.field, code, {
              shouldDirty: true,
              shouldValidate: true,
              shouldTouch: true,
            })
          }
        />
      )}
    </Field>
  );

  return (
    <EditorForm form={form} label="Code page section" onChange={onChange} onSave={onSave} onCancel={onCancel}>
      <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
        <Switch id="code-page-show-all" checked={showAll} onChange={setShowAll} />
        <label htmlFor="code-page-show-all">Show all</label>
        <Typography.Text type="secondary">— the HTML, JavaScript and CSS editors at once</Typography.Text>
      </Flex>
      {showAll ? (
        CODE_LANGUAGES.map((language) => <div key={language.field}>{field(language, 220)}</div>)
      ) : (
        <Tabs
          items={CODE_LANGUAGES.map((language) => ({
            key: language.field,
            label: (
              <Typography.Text type={formState.errors[language.field] ? 'danger' : undefined}>
                {language.title}
              </Typography.Text>
            ),
            children: field(language, 360),
          }))}
        />
      )}
    </EditorForm>
  );
}
