import { widgetPaths } from '../widget-paths';

/** What the embed page posts to the page that frames it, so the frame fits its content. */
export const EMBED_HEIGHT_MESSAGE = 'suite:widget-height';

export interface EmbedTarget {
  /** The admin's origin, where `/embed/{id}` is served. */
  origin: string;
  widgetId: string;
  apiKey: string;
  title: string;
  /** Only the section at this place on the page. */
  index?: number;
}

export function embedUrl({ origin, widgetId, apiKey, index }: EmbedTarget): string {
  return `${origin}${widgetPaths.embed(widgetId, apiKey, index)}`;
}

/**
 * What the framed page may use though it is another site's frame: the camera (a wallet section's Scan
 * reads a QR code with it) and the clipboard (its Copy buttons). Without them the browser blocks both
 * in the frame, whatever the visitor allows.
 */
const EMBED_FRAME_ALLOW = 'camera; clipboard-write';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The iframe tab: a fixed-height frame of the embed page. */
export function iframeCode(target: EmbedTarget): string {
  return `<iframe src="${escapeAttribute(embedUrl(target))}" title="${escapeAttribute(target.title)}" style="width:100%;height:600px;border:0" allow="${EMBED_FRAME_ALLOW}" loading="lazy"></iframe>`;
}

/**
 * The code snippet tab: a script that inserts the frame where it stands and resizes it to the height
 * the embed page reports (only messages from that frame and the admin's origin count).
 */
export function snippetCode(target: EmbedTarget): string {
  const id = `suite-widget-${target.widgetId}${target.index === undefined ? '' : `-${target.index}`}`;
  const json = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  return [
    `<div id="${id}"></div>`,
    '<script>',
    '(function () {',
    `  var origin = ${json(target.origin)};`,
    '  var frame = document.createElement("iframe");',
    // Before the frame loads: what it may use is fixed when it navigates.
    `  frame.setAttribute("allow", ${json(EMBED_FRAME_ALLOW)});`,
    // The visitor's ?ref= and the page's own address travel to the frame: a referral section counts
    // the visit and gives visitors links to this page, not to the frame.
    `  var src = new URL(${json(embedUrl(target))});`,
    '  var here = new URL(location.href);',
    '  var ref = here.searchParams.get("ref");',
    '  if (ref) src.searchParams.set("ref", ref);',
    '  here.searchParams.delete("ref");',
    '  src.searchParams.set("page", here.href);',
    '  frame.src = src.href;',
    `  frame.title = ${json(target.title)};`,
    '  frame.style.cssText = "width:100%;height:600px;border:0;display:block";',
    `  document.getElementById(${json(id)}).appendChild(frame);`,
    '  window.addEventListener("message", function (event) {',
    '    if (event.origin !== origin || event.source !== frame.contentWindow) return;',
    '    var data = event.data;',
    `    if (data && data.type === ${json(EMBED_HEIGHT_MESSAGE)} && typeof data.height === "number") {`,
    '      frame.style.height = Math.ceil(data.height) + "px";',
    '    }',
    '  });',
    '})();',
    '</script>',
  ].join('\n');
}
