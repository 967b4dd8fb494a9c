import { useState } from 'react';
import { theme } from 'antd';
import { useSharedCatalog } from './i18n/shared-catalog';

/**
 * "Skip to content": the page's first focusable element, hidden until a keyboard user reaches it,
 * then moving the focus past the header and navigation to the element with id `target`.
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useSharedCatalog();
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${target}`}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        const content = document.getElementById(target);
        if (!content) return;
        event.preventDefault();
        content.focus();
      }}
      style={
        focused
          ? {
              position: 'fixed',
              top: 8,
              insetInlineStart: 8,
              zIndex: 1000,
              padding: '8px 16px',
              background: token.colorBgElevated,
              color: token.colorLink,
              borderRadius: token.borderRadius,
              boxShadow: token.boxShadow,
            }
          : {
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
              whiteSpace: 'nowrap',
            }
      }
    >
      {t('skipToContent')}
    </a>
  );
}
