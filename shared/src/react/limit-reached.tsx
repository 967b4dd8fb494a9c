import { Typography } from 'antd';
import { useSharedCatalog } from './i18n/shared-catalog';

/**
 * Beside an Add held by its list's limit: says so ("At most 10: remove one to add another"), which
 * the disabled button alone does not. Nothing while there is room.
 */
export function LimitReached({ count, max }: { count: number; max: number }) {
  const { t } = useSharedCatalog();
  if (count < max) return null;
  return <Typography.Text type="secondary">{t('limitReached', { max })}</Typography.Text>;
}
