import { Flex, Radio, Select, Typography } from 'antd';
import Form from 'antd/es/form';
import { type PaymentNetwork, stablecoinsOf, type StablecoinToken } from '@suite/shared';
import { useChainName } from '@suite/shared/react';
import { usePayCatalog } from './i18n';

/** What the choice needs of a network: its chain (a checkout's networks carry more). */
type PaymentOptionNetwork = Pick<PaymentNetwork, 'chainId'>;

export interface PaymentOptionsProps {
  networks: readonly PaymentOptionNetwork[];
  chainId: number;
  token: StablecoinToken | undefined;
  onNetwork: (chainId: number) => void;
  onToken: (token: StablecoinToken) => void;
  disabled: boolean;
}

/** The network (among the seller's) and the stablecoin of that chain to pay with. */
export function PaymentOptions({
  networks,
  chainId,
  token,
  onNetwork,
  onToken,
  disabled,
}: PaymentOptionsProps) {
  const { t } = usePayCatalog();
  const chainName = useChainName();
  const tokens = stablecoinsOf(chainId);
  return (
    <Form layout="vertical" component={false} disabled={disabled}>
      <Form.Item label={t('pay.network')} htmlFor="checkout-network" style={{ marginBottom: 12 }}>
        <Select
          id="checkout-network"
          value={chainId}
          onChange={onNetwork}
          options={networks.map((network) => ({
            value: network.chainId,
            label: chainName(network.chainId),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('pay.stablecoin')} style={{ marginBottom: 12 }}>
        <Radio.Group
          aria-label={t('pay.stablecoin')}
          value={token?.address}
          onChange={(event) => {
            const picked = tokens.find((candidate) => candidate.address === event.target.value);
            if (picked) onToken(picked);
          }}
        >
          <Flex wrap gap={8}>
            {tokens.map((candidate) => (
              <Radio.Button key={candidate.address} value={candidate.address}>
                <Flex gap={6} align="center" component="span" style={{ height: '100%' }}>
                  {candidate.logoURI ? (
                    <img src={candidate.logoURI} alt="" width={16} height={16} style={{ flex: 'none' }} />
                  ) : null}
                  {candidate.symbol}
                </Flex>
              </Radio.Button>
            ))}
          </Flex>
        </Radio.Group>
        {token && (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            {token.name}
          </Typography.Text>
        )}
      </Form.Item>
    </Form>
  );
}
