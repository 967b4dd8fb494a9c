import { App, Button, Card, Flex, Skeleton, Tag, Tooltip, Typography } from 'antd';
import {
  FEATURE_NOT_SOLD_MESSAGE,
  isPremiumFeatureSold,
  PREMIUM_FEATURE_MONTHLY_PRICE_USD,
  type PremiumFeature,
} from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useCreditsAccount, useFeatureMutations, useFeatureStatus } from '../../api/credits';
import {
  disableErrorText,
  FEATURE_DISABLED,
  FEATURE_TITLES,
  FEATURE_UNLOCKED,
  unlockErrorText,
} from './feature-texts';

/** Whether the account has the credits a month of a feature costs (the unlock button needs them). */
export function canAffordFeature(creditsAvailable: string | undefined): boolean {
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
 * paid month ends; only a new month's unlock costs 100 USD (and needs them).
 */
export function PremiumFeatureCard({ feature }: { feature: PremiumFeature }) {
  return isPremiumFeatureSold(feature) ? (
    <SoldFeatureCard feature={feature} />
  ) : (
    <UnsoldFeatureCard feature={feature} />
  );
}

/** A feature of the seed this server does not sell (a custom domain): shown, saying so, with no unlock. */
function UnsoldFeatureCard({ feature }: { feature: PremiumFeature }) {
  const { title, description } = FEATURE_TITLES[feature];
  return (
    <Card size="small" role="group" aria-label={title}>
      <Flex vertical style={{ minWidth: 0 }}>
        <Flex gap={8} align="center">
          <Typography.Text strong>{title}</Typography.Text>
          <Tag>Not available</Tag>
        </Flex>
        <Typography.Text type="secondary">{description}</Typography.Text>
        <Typography.Text type="secondary">{FEATURE_NOT_SOLD_MESSAGE}</Typography.Text>
      </Flex>
    </Card>
  );
}

function SoldFeatureCard({ feature }: { feature: PremiumFeature }) {
  const { modal, message } = App.useApp();
  const status = useFeatureStatus(feature);
  const credits = useCreditsAccount();
  const { unlock, disable } = useFeatureMutations();
  const { title, description } = FEATURE_TITLES[feature];
  const affordable = canAffordFeature(credits.data?.creditsAvailable);
  const active = status.data?.active ?? false;
  // Disabled inside a month already paid for: turning it back on costs nothing, whatever the credits.
  const paidUntil = !active ? paidUntilOf(status.data?.activeUntil) : null;

  /** Unlocking a new month, or enabling again inside a paid one: the same call, asked in its own words. */
  function confirmUnlock(question: { title: string; content: string; okText: string }) {
    modal.confirm({
      ...question,
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await unlock(feature);
          void message.success(FEATURE_UNLOCKED);
        } catch (error) {
          void message.error(unlockErrorText(apiErrorMessage(error)));
        }
      },
    });
  }

  function confirmDisable() {
    modal.confirm({
      title: `Disable ${title}?`,
      content: 'It can be turned back on without paying again until the paid month ends.',
      okText: 'Disable',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await disable(feature);
          void message.success(FEATURE_DISABLED);
        } catch (error) {
          void message.error(disableErrorText(apiErrorMessage(error)));
        }
      },
    });
  }

  return (
    <Card size="small" role="group" aria-label={title}>
      {status.isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : status.error ? (
        <Typography.Text type="danger">{apiErrorMessage(status.error)}</Typography.Text>
      ) : (
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Flex vertical style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Flex gap={8} align="center">
              <Typography.Text strong>{title}</Typography.Text>
              {active ? (
                <Tag color="success">Active</Tag>
              ) : paidUntil ? (
                <Tag color="warning">Disabled</Tag>
              ) : (
                <Tag>Locked</Tag>
              )}
            </Flex>
            <Typography.Text type="secondary">{description}</Typography.Text>
            {active && status.data?.activeUntil && (
              <Typography.Text type="secondary">
                Active until {new Date(status.data.activeUntil).toLocaleDateString()}
              </Typography.Text>
            )}
          </Flex>
          {active ? (
            <Button danger onClick={confirmDisable}>
              Disable
            </Button>
          ) : paidUntil ? (
            <Button
              type="primary"
              onClick={() =>
                confirmUnlock({
                  title: `Enable ${title} again?`,
                  content: `It is paid until ${paidUntil.toLocaleDateString()}: nothing is charged.`,
                  okText: 'Enable again',
                })
              }
            >
              Enable again (paid until {paidUntil.toLocaleDateString()})
            </Button>
          ) : (
            <Tooltip
              title={
                affordable ? undefined : `Needs at least ${PREMIUM_FEATURE_MONTHLY_PRICE_USD} USD of credits`
              }
            >
              <Button
                type="primary"
                disabled={!affordable}
                onClick={() =>
                  confirmUnlock({
                    title: `Unlock ${title}?`,
                    content: `${PREMIUM_FEATURE_MONTHLY_PRICE_USD} USD of your credits pay for a month of this feature, for all your widgets.`,
                    okText: 'Unlock',
                  })
                }
              >
                Unlock for {PREMIUM_FEATURE_MONTHLY_PRICE_USD} USD
              </Button>
            </Tooltip>
          )}
        </Flex>
      )}
    </Card>
  );
}
