import { useEffect, useState } from 'react';
import { App, Button } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { useWidgetEditorCatalog } from '../i18n';

const COPIED_FOR_MS = 2000;

/** Copy, then Copied! for a moment (seed 001 §2); a refused clipboard says so. */
export function CopyButton({ text, ariaLabel }: { text: string; ariaLabel?: string }) {
  const { t } = useWidgetEditorCatalog();
  const { message } = App.useApp();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      icon={<CopyOutlined aria-hidden />}
      aria-label={ariaLabel}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
        } catch {
          void message.error(t('copy.unavailable'));
        }
      }}
    >
      {copied ? t('copy.copied') : t('copy.copy')}
    </Button>
  );
}
