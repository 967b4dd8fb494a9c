import Markdown from 'react-markdown';

/**
 * Markdown as formatted text, with raw HTML dropped (`skipHtml`, and no rehype-raw), so markdown can
 * never inject markup or scripts into the page: the one way a section shows the owner's markdown
 * (the markdown section, and the content of accordion panels, steps, tabs and cards).
 */
export function MarkdownText({ source }: { source: string }) {
  return <Markdown skipHtml>{source}</Markdown>;
}
