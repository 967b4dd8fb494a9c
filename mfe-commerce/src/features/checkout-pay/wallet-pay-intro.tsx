import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import type { PublicCheckout } from '@suite/shared';
import { useChainName } from '@suite/shared/react';
import { usePayCatalog } from './i18n';

/** Before a wallet is connected: on which networks the checkout is paid, then how to connect. */
export function WalletPayIntro({ checkout, children }: { checkout: PublicCheckout; children: ReactNode }) {
  const { t } = usePayCatalog();
  const chainName = useChainName();
  const networks = checkout.networks.map((network) => chainName(network.chainId)).join(', ');
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('pay.intro', { networks })}</Typography.Text>
      {children}
    </Flex>
  );
}
