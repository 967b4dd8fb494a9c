import { chainName } from '@suite/shared';
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import type { PublicCheckout } from '@suite/shared';

/** Before a wallet is connected: on which networks the checkout is paid, then how to connect. */
export function WalletPayIntro({ checkout, children }: { checkout: PublicCheckout; children: ReactNode }) {
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        Pay with a stablecoin on {checkout.networks.map((network) => chainName(network.chainId)).join(', ')}.
      </Typography.Text>
      {children}
    </Flex>
  );
}
