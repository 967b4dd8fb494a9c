import { Typography } from 'antd';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { useSharedCatalog } from './i18n/shared-catalog';

export interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** The button's words; "Copy" when absent. */
  label?: string;
  /** Its name and tooltip when the words alone do not say what is copied ("Copy API key"). */
  ariaLabel?: string;
}

/**
 * A copy button with words, for a text shown elsewhere (in a field, a code block): antd's
 * `copyable`, so it copies, says Copied! for a moment and words it as every copyable text of the
 * suite does. A text shown on its own takes `Typography.Text copyable` itself.
 */
export function CopyButton({ text, label, ariaLabel }: CopyButtonProps) {
  const { t } = useSharedCatalog();
  const words = label ?? t('copy.copy');
  const copied = t('copy.copied');
  return (
    <Typography.Text
      style={{ whiteSpace: 'nowrap' }}
      copyable={{
        text,
        icon: [
          <span key="copy">
            <CopyOutlined aria-hidden /> {words}
          </span>,
          <span key="copied">
            <CheckOutlined aria-hidden /> {copied}
          </span>,
        ],
        tooltips: [ariaLabel ?? words, copied],
      }}
    />
  );
}
