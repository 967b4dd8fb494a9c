import type { SectionEditorProps } from '../../section-kit/section-module';
import { CodeSectionEditor } from '../../section-kit/code/code-section-editor';
import { CODE_LANGUAGES } from '../../section-kit/code/code-languages';
import { CUSTOM_SECTION_DEFAULTS } from './defaults';
import { useSectionEditorsCatalog } from '../../i18n';

/** A custom section is markup and style only: the code editor's HTML and CSS tabs. */
const CUSTOM_LANGUAGES = CODE_LANGUAGES.filter((language) => language.field !== 'js');

/** The custom section's editor: the code page's editor, HTML and CSS, saving no script. */
export function CustomSectionEditor(props: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  return (
    <CodeSectionEditor
      {...props}
      defaults={{ ...CUSTOM_SECTION_DEFAULTS, js: '' }}
      languages={CUSTOM_LANGUAGES}
      label={t('custom.form')}
      toData={({ html, css }) => ({ html, css })}
    />
  );
}
