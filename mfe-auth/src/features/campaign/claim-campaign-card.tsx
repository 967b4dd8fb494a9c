import { useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { apiErrorStatus } from '@suite/shared/client';
import { ErrorAlert, useApiErrorMessage, useFeedback } from '@suite/shared/react';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import { useCampaignClaim, useClaimCampaign } from '../../api/campaign';
import { useAuthCatalog, type AuthTranslate } from '../../i18n';

/**
 * The text for a failed claim: a 409 is the seed's "already claimed", anything else as `errorMessage`
 * words it (`useApiErrorMessage()`).
 */
function claimErrorMessage(
  error: unknown,
  errorMessage: (error: unknown) => string,
  t: AuthTranslate,
): string {
  return apiErrorStatus(error) === 409 ? t('campaign.alreadyClaimed') : errorMessage(error);
}

/**
 * Seed 001 §7: the Web Summit airdrop, claimed once per user: credits (USD, the server's amount) added
 * to the account, which pay for the store's orders and premium features. Once claimed, the card says so
 * instead of offering the claim again; an account that cannot claim it (none of its wallets on the server's
 * list, or each claimed it in another account) is told why instead.
 */
export function ClaimCampaignCard() {
  const { message } = useFeedback();
  const errorMessage = useApiErrorMessage();
  const { t } = useAuthCatalog();
  const { data, error, isLoading, mutate } = useCampaignClaim();
  const claim = useClaimCampaign();
  const [claiming, setClaiming] = useState(false);

  async function onClaim() {
    setClaiming(true);
    try {
      const claimed = await claim();
      message.success(t('campaign.claimedToast', { credits: claimed.credits }));
    } catch (failure) {
      message.error(claimErrorMessage(failure, errorMessage, t));
    } finally {
      setClaiming(false);
    }
  }

  return (
    <Card title={t('campaign.title')}>
      {error ? (
        <ErrorAlert error={error} title={t('campaign.loadFailed')} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Flex vertical gap={12} align="start">
          <Typography.Text type="secondary">
            {data.claimed
              ? t('campaign.claimedIntro', { credits: data.credits })
              : t('campaign.intro', { credits: data.credits })}
          </Typography.Text>
          {data.claimed ? (
            <Tag color="success" icon={<CheckCircleOutlined aria-hidden />}>
              {t('campaign.claimed')}
            </Tag>
          ) : data.refusal ? (
            // The server's list or another account's claim decides: nothing to click that would only be refused.
            <Alert type="info" showIcon title={t(`campaign.${data.refusal}`)} />
          ) : (
            <Button type="primary" loading={claiming} onClick={() => void onClaim()}>
              {t('campaign.claim', { credits: data.credits })}
            </Button>
          )}
        </Flex>
      )}
    </Card>
  );
}
