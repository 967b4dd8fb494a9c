import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Flex, Switch, Tabs, Typography } from 'antd';
import { CodePageConfigSchema, setHtmlCheck, type CodePageConfig } from '@suite/shared/sections';
import { htmlParseError } from '@suite/shared/html-check';
import { Field } from '@suite/shared/forms';
import { EditorForm, sectionFormOptions } from '../editor/editor-form';
import type { SectionData, SectionEditorProps } from '../section-module';
import { CodePane } from './code-pane';
import type { CodeLanguage } from './code-languages';
import { useSectionEditorsCatalog, type SectionEditorsTranslate } from '../../i18n';

// The HTML check follows HTML's parsing rules with parse5, too large for every page's first load: it
// comes with the code editors' own lazy chunk and is set on the page's one code page schema.
setHtmlCheck(htmlParseError);

export interface CodeSectionEditorProps extends SectionEditorProps {
  defaults: CodePageConfig;
  /** The tabs shown, in order; the form keeps the others empty. */
  languages: readonly CodeLanguage[];
  /** What the form calls itself: "Code page section". */
  label: string;
  /** The section's data from the form's values (a custom section keeps no script). */
  toData: (values: CodePageConfig) => SectionData;
}

/** The code editor of a code page or a custom section: one tab per language, Show all, full screen, AI. */
export function CodeSectionEditor({
  data,
  mode,
  onChange,
  onSave,
  onCancel,
  defaults,
  languages,
  label,
  toData,
}: CodeSectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(CodePageConfigSchema, defaults, data && { ...defaults, ...data }));
  const { control, formState } = form;
  const [showAll, setShowAll] = useState(false);

  const field = (language: CodeLanguage, height: number) => (
    <Field control={control} name={language.field} label={t(language.title)}>
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
    <EditorForm
      mode={mode}
      form={form}
      label={label}
      onChange={(values) => onChange(toData({ ...defaults, ...values }))}
      onSave={(values) => onSave(toData({ ...defaults, ...values }))}
      onCancel={onCancel}
    >
      <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
        <Switch id="code-page-show-all" checked={showAll} onChange={setShowAll} />
        <label htmlFor="code-page-show-all">{t('codePage.showAll')}</label>
        <Typography.Text type="secondary">
          {t('codePage.showAllHint', { names: editorNames(languages, t) })}
        </Typography.Text>
      </Flex>
      {showAll ? (
        languages.map((language) => <div key={language.field}>{field(language, 220)}</div>)
      ) : (
        <Tabs
          items={languages.map((language) => ({
            key: language.field,
            label: (
              <Typography.Text type={formState.errors[language.field] ? 'danger' : undefined}>
                {t(language.title)}
              </Typography.Text>
            ),
            children: field(language, 360),
          }))}
        />
      )}
    </EditorForm>
  );
}

/** "HTML, JavaScript and CSS". */
function editorNames(languages: readonly CodeLanguage[], t: SectionEditorsTranslate): string {
  const titles = languages.map((language) => t(language.title));
  return titles.length > 1
    ? t('codePage.listAnd', { head: titles.slice(0, -1).join(', '), last: titles.at(-1) ?? '' })
    : (titles[0] ?? '');
}
