import { useEffect, useRef, useState } from 'react';
import type { CodePageConfig } from '@suite/shared/sections';
import { SANDBOX_HEIGHT_MESSAGE, sandboxDocument } from './sandbox-document';

/**
 * What the owner's code may do: run scripts, and open its links in a new tab (`allow-popups`, the tab
 * a normal page: `allow-popups-to-escape-sandbox`). Never `allow-same-origin` (the admin's session,
 * cookies and DOM stay out of reach) nor top navigation (a link never replaces the page around it).
 */
const SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

const INITIAL_HEIGHT = 240;
const MAX_HEIGHT = 4000;

/** A fresh nonce a frame's own script carries, which the owner's HTML cannot know. */
function randomNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The owner's html, css and js in a sandboxed iframe: scripts run, but without `allow-same-origin`
 * the frame has an opaque origin, so the code never reaches the admin's session, cookies or DOM.
 * The code page and the custom section both draw here; with `ownerScripts` off (the custom section)
 * no script of the owner's runs at all, only the frame's own height report.
 */
export function SandboxedCode({
  code,
  title,
  ownerScripts = true,
}: {
  code: CodePageConfig;
  title: string;
  ownerScripts?: boolean;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const [scriptNonce] = useState(() => (ownerScripts ? undefined : randomNonce()));

  useEffect(() => {
    function onMessage(event: MessageEvent<unknown>) {
      if (event.source !== frame.current?.contentWindow) return;
      const message = event.data;
      if (
        typeof message === 'object' &&
        message !== null &&
        'type' in message &&
        message.type === SANDBOX_HEIGHT_MESSAGE &&
        'height' in message &&
        typeof message.height === 'number' &&
        Number.isFinite(message.height)
      ) {
        setHeight(Math.min(Math.max(Math.ceil(message.height), 40), MAX_HEIGHT));
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={frame}
      title={title}
      sandbox={SANDBOX}
      srcDoc={sandboxDocument(code, { scriptNonce })}
      referrerPolicy="no-referrer"
      style={{ width: '100%', height, border: 0, display: 'block' }}
    />
  );
}
