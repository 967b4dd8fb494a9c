import { Card, Flex, Skeleton, Typography } from 'antd';
import Statistic from 'antd/es/statistic';
import type { ReactNode } from 'react';
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
import { ErrorAlert, useCommerceSectionTitle, useFormat } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';

/** commerce.settings: credits, receiver, payment networks, webhook. */
export function SettingsRoute() {
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame title={sectionTitle('settings')} crumbs={[{ title: sectionTitle('settings') }]}>
      <SettingsCards />
    </CommerceFrame>
  );
}

function Loading<Data>({
  state,
  children,
}: {
  state: { data?: Data; error?: unknown; mutate: () => Promise<unknown> };
  children: (data: Data) => ReactNode;
}) {
  if (state.error) return <ErrorAlert error={state.error} onRetry={() => void state.mutate()} />;
  if (!state.data) return <Skeleton active />;
  return <>{children(state.data)}</>;
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
          <Loading state={credits}>
            {(data) => (
              <Flex gap={32} wrap>
                <Statistic title={t('settings.available')} value={format.credits(data.creditsAvailable)} />
                <Statistic title={t('settings.used')} value={format.credits(data.creditsUsed)} />
              </Flex>
            )}
          </Loading>
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
        <Loading state={receiver}>
          {(data) => <ReceiverForm saved={data} onSave={saveReceiver} onUnsavedChange={unsaved.receiver} />}
        </Loading>
      </Card>
      <Card title={t('settings.networks')}>
        <Loading state={networks}>
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
        </Loading>
      </Card>
      <Card title={t('settings.webhook')}>
        <Loading state={webhook}>
          {(data) => (
            <>
              <WebhookForm saved={data} onSave={saveWebhook} onUnsavedChange={unsaved.webhook} />
              <WebhookDeliveries configured={Boolean(data.webhookUrl)} />
            </>
          )}
        </Loading>
      </Card>
    </Flex>
  );
}
