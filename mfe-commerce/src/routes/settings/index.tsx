import { Card, Flex, Typography } from 'antd';
import Statistic from 'antd/es/statistic';
import { useCreditsAccount } from '../../api/credits';
import {
  useCheckoutNetworks,
  useReceiverSettings,
  useSettingsMutations,
  useWebhookSettings,
} from '../../api/settings';
import { CommerceFrame } from '../../features/commerce-frame';
import { BuyCredits } from '../../features/credits/buy-credits';
import { CreditHistory } from '../../features/credits/credit-history';
import { LowCreditsAlert } from '../../features/credits/low-credits-alert';
import { NoNetworkAlert } from '../../features/networks/no-network-alert';
import { NetworksForm } from './networks-form';
import { ReceiverForm } from './receiver-form';
import { useUnsavedForms } from './unsaved-forms';
import { WebhookForm } from './webhook-form';
import { WebhookDeliveries } from '../../features/webhooks/webhook-deliveries';
import { useCommerceSectionTitle, useFormat } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';
import { KeptRead } from '../../features/kept-read';

/** commerce.settings: credits, receiver, payment networks, webhook. */
export function SettingsRoute() {
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame title={sectionTitle('settings')} crumbs={[{ title: sectionTitle('settings') }]}>
      <SettingsCards />
    </CommerceFrame>
  );
}

function SettingsCards() {
  const format = useFormat();
  const { t } = useCommerceCatalog();
  const credits = useCreditsAccount();
  const receiver = useReceiverSettings();
  const networks = useCheckoutNetworks();
  const webhook = useWebhookSettings();
  const { saveReceiver, saveNetworks, saveWebhook } = useSettingsMutations();
  const unsaved = useUnsavedForms();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Card title={t('settings.credits')}>
        <Flex vertical gap={16}>
          <KeptRead read={credits}>
            {(data) => (
              <Flex gap={32} wrap>
                <Statistic title={t('settings.available')} value={format.credits(data.creditsAvailable)} />
                <Statistic title={t('settings.used')} value={format.credits(data.creditsUsed)} />
              </Flex>
            )}
          </KeptRead>
          <LowCreditsAlert withLink={false} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('credits.buy')}
          </Typography.Title>
          <BuyCredits />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('settings.history')}
          </Typography.Title>
          <CreditHistory />
        </Flex>
      </Card>
      <Card title={t('settings.general')}>
        <KeptRead read={receiver}>
          {(data) => <ReceiverForm saved={data} onSave={saveReceiver} onUnsavedChange={unsaved.receiver} />}
        </KeptRead>
      </Card>
      <Card title={t('settings.networks')}>
        <KeptRead read={networks}>
          {(data) => (
            <Flex vertical gap={12}>
              <NoNetworkAlert withLink={false} />
              <NetworksForm
                saved={data.chainIds}
                payable={data.payableChainIds}
                onSave={(chainIds) => saveNetworks({ chainIds })}
                onUnsavedChange={unsaved.networks}
              />
            </Flex>
          )}
        </KeptRead>
      </Card>
      <Card title={t('settings.webhook')}>
        <KeptRead read={webhook}>
          {(data) => (
            <>
              <WebhookForm saved={data} onSave={saveWebhook} onUnsavedChange={unsaved.webhook} />
              <WebhookDeliveries configured={Boolean(data.webhookUrl)} />
            </>
          )}
        </KeptRead>
      </Card>
    </Flex>
  );
}
