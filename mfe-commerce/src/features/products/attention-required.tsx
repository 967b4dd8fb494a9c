import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useReceiverSettings } from '../../api/settings';
import { useCommerceBasePath } from '../commerce-base-path';
import { joinPath } from '../commerce-paths';

/** Blocks the products screen until the receiver address and e-mail are set (seed §2). */
export function AttentionRequired() {
  const navigate = useNavigate();
  const settingsPath = joinPath(useCommerceBasePath(), 'settings');
  const { data } = useReceiverSettings();
  const missing = data !== undefined && (!data.receiverAddress || !data.notificationEmail);
  return (
    <Modal
      open={missing}
      title="Attention Required"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={() => navigate(settingsPath)}>
          Settings
        </Button>
      }
    >
      <Typography.Paragraph>
        Set the recipient wallet address and e-mail in Settings before selling products.
      </Typography.Paragraph>
    </Modal>
  );
}
