import { oc } from '@orpc/contract';
import { WalletConnectorsSchema } from '../schemas/wallet-connectors';

export const walletConnectorsContract = {
  get: oc
    .route({
      method: 'GET',
      path: '/wallet/connectors',
      tags: ['User'],
      summary: 'The wallet connectors this deployment offers besides the injected wallet',
    })
    .output(WalletConnectorsSchema),
};
