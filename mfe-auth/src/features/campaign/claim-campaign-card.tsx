import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { ALREADY_CLAIMED_MESSAGE } from '@suite/shared';
import { apiErrorStatus } from '@suite/shared/client';
import { useApiErrorMessage } from '@suite/shared/react';
import { useCampaignClaim, useClaimCampaign } from '../../api/campaign';

export const CLAIMED_MESSAGE = 'Claimed';

/**
 * The text for a failed claim: a 409 is the seed's "already claimed", anything else as `errorMessage`
 * words it (`useApiErrorMessage()`).
 */
export function claimErrorMessage(error: unknown, errorMessage: (error: unknown) => string): string {
  return apiErrorStatus(error) === 409 ? ALREADY_CLAIMED_MESSAGE : errorMessage(error);
}

/** Seed 001 §7: the Web Summit airdrop, claimed once per user. */
export function ClaimCampaignCard() {
  const { message } = App.useApp();
  const errorMessage = useApiErrorMessage();
  const { data, error, isLoading } = useCampaignClaim();
  const claim = useClaimCampaign();
  const [claiming, setClaiming] = useState(false);

  async function onClaim() {
    setClaiming(true);
    try {
      await claim();
      message.success(CLAIMED_MESSAGE);
    } catch (failure) {
      message.error(claimErrorMessage(failure, errorMessage));
    } finally {
      setClaiming(false);
    }
  }

  return (
    <Card title="Web Summit airdrop">
      {error ? (
        <Alert
          type="error"
          showIcon
          title="The claim could not be loaded"
          description={errorMessage(error)}
        />
      ) : isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Flex vertical gap={12} align="start">
          <Typography.Text type="secondary">
            Claim the Web Summit airdrop once for your account.
          </Typography.Text>
          {data.claimed && <Tag color="success">{CLAIMED_MESSAGE}</Tag>}
          <Button type="primary" loading={claiming} onClick={() => void onClaim()}>
            Claim
          </Button>
        </Flex>
      )}
    </Card>
  );
}
