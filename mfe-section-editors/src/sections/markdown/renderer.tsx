import Markdown from 'react-markdown';
import { MarkdownConfigSchema } from '@suite/shared/sections';
import type { SectionRendererProps } from '../section-module';
import { SectionNotReady } from '../section-not-ready';
import { MARKDOWN_LABELS } from './labels';

/**
 * The owner's markdown as formatted text. Raw HTML in the source is dropped (`skipHtml`, and no
 * rehype-raw), so markdown can never inject markup or scripts into the page.
 */
export function MarkdownRenderer({ data }: SectionRendererProps) {
  const parsed = MarkdownConfigSchema.safeParse(data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={MARKDOWN_LABELS} />;
  return (
    <section className="suite-markdown" style={{ padding: '16px 0', overflowWrap: 'anywhere' }}>
      <MarkdownText source={parsed.data.source} />
    </section>
  );
}

/**
 * Markdown as formatted text, with raw HTML dropped: the one way a section shows the owner's
 * markdown (this section, and the content of accordion panels, steps, tabs and cards).
 */
export function MarkdownText({ source }: { source: string }) {
  return <Markdown skipHtml>{source}</Markdown>;
}
