import { CustomSectionConfigSchema } from '@suite/shared/sections';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { CUSTOM_SECTION_LABELS } from './labels';
import { SandboxedCode } from '../../section-kit/code/sandboxed-code';
import { useSectionEditorsCatalog } from '../../i18n';
import { useParseInContentLanguage } from '@suite/shared/react';

/** The owner's HTML and CSS in the code page's sandboxed frame, with no script of theirs. */
export function CustomSectionRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const parsed = useParseInContentLanguage(CustomSectionConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={CUSTOM_SECTION_LABELS} />;
  return (
    <SandboxedCode code={{ ...parsed.data, js: '' }} title={t('custom.frameTitle')} ownerScripts={false} />
  );
}
