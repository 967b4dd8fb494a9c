import { MarkdownConfigSchema } from '@suite/shared/sections';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { MarkdownText } from '../../section-kit/render/markdown-text';
import { MARKDOWN_LABELS } from './labels';
import { useParseInContentLanguage } from '@suite/shared/react';

/**
 * The owner's markdown as formatted text. Raw HTML in the source is dropped (`skipHtml`, and no
 * rehype-raw), so markdown can never inject markup or scripts into the page.
 */
export function MarkdownRenderer({ data }: SectionRendererProps) {
  const parsed = useParseInContentLanguage(MarkdownConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={MARKDOWN_LABELS} />;
  return (
    <section className="suite-markdown" style={{ padding: '16px 0', overflowWrap: 'anywhere' }}>
      <MarkdownText source={parsed.data.source} />
    </section>
  );
}
