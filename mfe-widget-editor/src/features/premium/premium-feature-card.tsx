import { Button, Card, Flex, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { PREMIUM_FEATURE_MONTHLY_PRICE_USD, type PremiumFeature } from '@suite/shared';
import {
  ErrorAlert,
  useApiErrorMessage,
  useFeedback,
  useFormat,
  usePremiumFeatureName,
} from '@suite/shared/react';
import { useCreditsAccount, useFeatureMutations, useFeatureStatus } from '../../api/credits';
import { useWidgetEditorCatalog } from '../../i18n';
import { BuyCreditsLink } from './buy-credits-link';

/** Whether the account has the credits a month of a feature costs (the unlock button needs them). */
function canAffordFeature(creditsAvailable: string | undefined): boolean {
  return creditsAvailable !== undefined && Number(creditsAvailable) >= PREMIUM_FEATURE_MONTHLY_PRICE_USD;
}

/** The end of a paid month that is still running, or null. */
function paidUntilOf(activeUntil: string | null | undefined): Date | null {
  if (!activeUntil) return null;
  const until = new Date(activeUntil);
  return until.getTime() > Date.now() ? until : null;
}

/**
 * A premium feature: locked until unlocked with credits (100 USD for a month, for all widgets), then
 * active; it can be disabled after confirmation (seed 001 §4), and enabled again for free until the
 * paid month ends; only a new month's unlock costs 100 USD (and needs them: without, the card says
 * so with Buy credits).
 */
export function PremiumFeatureCard({ feature }: { feature: PremiumFeature }) {
  const errorMessage = useApiErrorMessage();
  const { t } = useWidgetEditorCatalog();
  const format = useFormat();
  const { modal, message } = useFeedback();
  const status = useFeatureStatus(feature);
  const credits = useCreditsAccount();
  const { unlock, disable } = useFeatureMutations();
  const featureName = usePremiumFeatureName();
  const title = featureName(feature);
  const affordable = canAffordFeature(credits.data?.creditsAvailable);
  const active = status.data?.active ?? false;
  // Disabled inside a month already paid for: turning it back on costs nothing, whatever the credits.
  const paidUntil = !active ? paidUntilOf(status.data?.activeUntil) : null;
  // Why Unlock is disabled, said beside the way to buy credits (not only in the button's tooltip).
  const needsCredits = !active && !paidUntil && !affordable && !credits.isLoading && !credits.error;

  /** Unlocking a new month, or enabling again inside a paid one: the same call, asked in its own words. */
  function confirmUnlock(question: { title: string; content: string; okText: string }) {
    modal.confirm({
      ...question,
      cancelText: t('actions.cancel'),
      onOk: async () => {
        try {
          await unlock(feature);
          void message.success(t('premium.unlocked'));
        } catch (error) {
          void message.error(t('premium.unlockError', { error: errorMessage(error) }));
        }
      },
    });
  }

  function confirmDisable() {
    modal.confirm({
      title: t('premium.disableTitle', { feature: title }),
      content: t('premium.disableContent'),
      okText: t('premium.disable'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: async () => {
        try {
          await disable(feature);
          void message.success(t('premium.disabled'));
        } catch (error) {
          void message.error(t('premium.disableError', { error: errorMessage(error) }));
        }
      },
    });
  }

  return (
    <Card size="small" role="group" aria-label={title}>
      {status.isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : status.error ? (
        <ErrorAlert
          error={status.error}
          title={t('premium.statusUnread', { feature: title })}
          onRetry={() => void status.mutate()}
        />
      ) : (
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Flex vertical style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Flex gap={8} align="center">
              <Typography.Text strong>{title}</Typography.Text>
              {active ? (
                <Tag color="success">{t('premium.active')}</Tag>
              ) : paidUntil ? (
                <Tag color="warning">{t('premium.disabledTag')}</Tag>
              ) : (
                <Tag>{t('premium.locked')}</Tag>
              )}
            </Flex>
            <Typography.Text type="secondary">{t(`premium.features.${feature}.description`)}</Typography.Text>
            {active && status.data?.activeUntil && (
              <Typography.Text type="secondary">
                {t('premium.activeUntil', { date: format.day(status.data.activeUntil) })}
              </Typography.Text>
            )}
            {needsCredits && (
              <Flex gap={12} align="baseline" wrap>
                <Typography.Text type="secondary">
                  {t('premium.needsCredits', { price: PREMIUM_FEATURE_MONTHLY_PRICE_USD })}
                </Typography.Text>
                <BuyCreditsLink />
              </Flex>
            )}
          </Flex>
          {active ? (
            <Button danger onClick={confirmDisable}>
              {t('premium.disable')}
            </Button>
          ) : paidUntil ? (
            <Button
              type="primary"
              onClick={() =>
                confirmUnlock({
                  title: t('premium.enableAgainTitle', { feature: title }),
                  content: t('premium.enableAgainContent', { date: format.day(paidUntil) }),
                  okText: t('premium.enableAgain'),
                })
              }
            >
              {t('premium.enableAgainUntil', { date: format.day(paidUntil) })}
            </Button>
          ) : (
            <Tooltip
              title={
                affordable || credits.isLoading
                  ? undefined
                  : credits.error
                    ? t('premium.creditsUnread')
                    : t('premium.needsCredits', { price: PREMIUM_FEATURE_MONTHLY_PRICE_USD })
              }
            >
              <Button
                type="primary"
                loading={credits.isLoading}
                disabled={!affordable}
                onClick={() =>
                  confirmUnlock({
                    title: t('premium.unlockTitle', { feature: title }),
                    content: t('premium.unlockContent', { price: PREMIUM_FEATURE_MONTHLY_PRICE_USD }),
                    okText: t('premium.unlock'),
                  })
                }
              >
                {t('premium.unlockFor', { price: PREMIUM_FEATURE_MONTHLY_PRICE_USD })}
              </Button>
            </Tooltip>
          )}
        </Flex>
      )}
    </Card>
  );
}
