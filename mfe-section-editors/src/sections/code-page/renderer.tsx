import { CodePageConfigSchema } from '@suite/shared/sections';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { CODE_LABELS } from '../../section-kit/code/code-labels';
import { SandboxedCode } from '../../section-kit/code/sandboxed-code';
import { useSectionEditorsCatalog } from '../../i18n';
import { useParseInContentLanguage } from '@suite/shared/react';

/** The code page: the owner's html, css and js in the sandboxed frame. */
export function CodePageRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const parsed = useParseInContentLanguage(CodePageConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={CODE_LABELS} />;
  return <SandboxedCode code={parsed.data} title={t('codePage.frameTitle')} />;
}
