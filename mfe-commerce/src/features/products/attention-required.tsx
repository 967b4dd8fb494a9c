import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useReceiverSettings } from '../../api/settings';
import { useCommerceBasePath } from '../commerce-base-path';
import { useCommerceCatalog } from '../../i18n';
import { commercePaths } from '@suite/shared';
import { useCommerceSectionTitle } from '@suite/shared/react';

/** Blocks the products screen until the receiver address and e-mail are set (seed §2). */
export function AttentionRequired() {
  const navigate = useNavigate();
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  const settingsPath = commercePaths.section(useCommerceBasePath(), 'settings');
  const { data } = useReceiverSettings();
  const missing = data !== undefined && (!data.receiverAddress || !data.notificationEmail);
  return (
    <Modal
      open={missing}
      title={t('products.attention.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={() => navigate(settingsPath)}>
          {sectionTitle('settings')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('products.attention.text')}</Typography.Paragraph>
    </Modal>
  );
}
