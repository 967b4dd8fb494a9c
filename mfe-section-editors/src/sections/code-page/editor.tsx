import type { SectionEditorProps } from '../../section-kit/section-module';
import { CodeSectionEditor } from '../../section-kit/code/code-section-editor';
import { CODE_LANGUAGES } from '../../section-kit/code/code-languages';
import { CODE_PAGE_DEFAULTS } from './defaults';
import { useSectionEditorsCatalog } from '../../i18n';

/** The code page section's editor: the code editor with its three tabs, HTML, JavaScript and CSS. */
export function CodePageEditor(props: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  return (
    <CodeSectionEditor
      {...props}
      defaults={CODE_PAGE_DEFAULTS}
      languages={CODE_LANGUAGES}
      label={t('codePage.form')}
      toData={(values) => values}
    />
  );
}
