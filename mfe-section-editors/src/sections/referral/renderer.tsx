import { useCallback, useId, useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Skeleton, Typography } from 'antd';
import Statistic from 'antd/es/statistic';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { useAccount } from 'wagmi';
import { ReferralConfigSchema } from '@suite/shared/sections';
import { shortenAddress } from '@suite/shared';
import {
  ErrorAlert,
  isUserRejection,
  safeStorage,
  ShareDialog,
  useApiErrorMessage,
  useParseInContentLanguage,
} from '@suite/shared/react';
import { useReferral, useReferralStats } from '../../api/referrals';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { REFERRAL_LABELS } from './labels';
import { useSectionScope } from '../../section-kit/section-scope';
import { ConnectWalletButton } from '../../section-kit/wallet/connect-wallet';
import { referralLink, referrerIn, sharedPage, visitorKey } from './referral-link';
import { useSectionEditorsCatalog } from '../../i18n';

/** Where this page is and how it was reached: read once per render from the browser. */
function usePageAddress() {
  return useMemo(
    () => ({
      referrer: referrerIn(window.location.search),
      page: sharedPage(window.location, window.parent !== window, document.referrer),
    }),
    [],
  );
}

/**
 * A referral section as a visitor sees it. A visitor who came through someone's `?ref=` link is
 * counted for that referrer (the visit, then the wallet they connect); a visitor with a connected
 * wallet gets their own link to share and, unless the owner hid them, their own counts.
 */
export function ReferralRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const parsed = useParseInContentLanguage(ReferralConfigSchema, data);
  const { siteId } = useSectionScope();
  const account = useAccount();
  const { referrer, page } = usePageAddress();
  const visitor = useCallback(() => visitorKey(), []);
  const wallet = account.status === 'connected' ? account.address : undefined;
  const { signUpOffered, signUp } = useReferral({
    siteId,
    referrer,
    visitor,
    wallet,
    walletSettled: account.status === 'connected' || account.status === 'disconnected',
  });
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={REFERRAL_LABELS} />;
  const { title, subtitle, showStats } = parsed.data;
  return (
    <section aria-label={title || t('referral.region')} style={{ padding: '24px 0' }}>
      {title ? <Typography.Title level={3}>{title}</Typography.Title> : null}
      {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
      {!siteId ? (
        <Alert type="info" showIcon title={t('common.noSiteRender')} />
      ) : wallet ? (
        <Flex vertical gap={16}>
          {signUpOffered && referrer ? (
            <ReferralSignup
              key={wallet}
              siteId={siteId}
              wallet={wallet}
              referrer={referrer}
              signUp={signUp}
            />
          ) : null}
          <ReferralLinkRow link={referralLink(page, wallet)} shareText={title || undefined} />
          {showStats ? <ReferralStats siteId={siteId} address={wallet} /> : null}
        </Flex>
      ) : (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text>{t('referral.connectHint')}</Typography.Text>
          <ConnectWalletButton />
        </Flex>
      )}
    </section>
  );
}

type SignupState =
  | { kind: 'offered' }
  | { kind: 'signing' }
  | { kind: 'counted'; recorded: boolean }
  | { kind: 'failed'; message: string };

/** Where a page remembers that a wallet's sign-up on a site was counted, so it is not offered again. */
function signupKey(siteId: string, wallet: string): string {
  return `referral-signup:${siteId}:${wallet.toLowerCase()}`;
}

/**
 * The sign-up offered to a visitor who came through someone's link and connected a wallet: the
 * wallet signs it (free, no transaction), so only its holder counts it for the referrer.
 */
function ReferralSignup({
  siteId,
  wallet,
  referrer,
  signUp,
}: {
  siteId: string;
  wallet: string;
  referrer: string;
  signUp: () => Promise<{ recorded: boolean }>;
}) {
  const { t } = useSectionEditorsCatalog();
  const errorMessage = useApiErrorMessage();
  const [state, setState] = useState<SignupState>({ kind: 'offered' });
  const [remembered] = useState(() => safeStorage('local').getItem(signupKey(siteId, wallet)) !== null);
  const name = shortenAddress(referrer);
  if (remembered) return null;
  if (state.kind === 'counted') {
    return (
      <Alert
        type={state.recorded ? 'success' : 'info'}
        showIcon
        role="status"
        title={
          state.recorded ? t('referral.signup.counted', { referrer: name }) : t('referral.signup.already')
        }
      />
    );
  }
  async function sign() {
    setState({ kind: 'signing' });
    try {
      const { recorded } = await signUp();
      safeStorage('local').setItem(signupKey(siteId, wallet), '1');
      setState({ kind: 'counted', recorded });
    } catch (error) {
      setState({
        kind: 'failed',
        message: isUserRejection(error) ? t('referral.signup.refused') : errorMessage(error),
      });
    }
  }
  return (
    <Alert
      type={state.kind === 'failed' ? 'warning' : 'info'}
      showIcon
      title={t('referral.signup.prompt', { referrer: name })}
      description={state.kind === 'failed' ? state.message : t('referral.signup.how')}
      action={
        <Button type="primary" loading={state.kind === 'signing'} onClick={() => void sign()}>
          {t('referral.signup.button')}
        </Button>
      }
    />
  );
}

function ReferralLinkRow({ link, shareText }: { link: string; shareText?: string }) {
  const { t } = useSectionEditorsCatalog();
  const [sharing, setSharing] = useState(false);
  const labelId = useId();
  return (
    <div>
      <Typography.Text strong id={labelId}>
        {t('referral.linkLabel')}
      </Typography.Text>
      <Flex gap={8} wrap style={{ marginTop: 4 }}>
        <Input
          readOnly
          value={link}
          aria-labelledby={labelId}
          style={{ flex: '1 1 240px', minWidth: 0 }}
          onFocus={(event) => event.target.select()}
        />
        <Button type="primary" icon={<ShareAltOutlined aria-hidden />} onClick={() => setSharing(true)}>
          {t('referral.share')}
        </Button>
      </Flex>
      <ShareDialog
        open={sharing}
        onClose={() => setSharing(false)}
        url={link}
        text={shareText}
        title={t('referral.shareTitle')}
      />
    </div>
  );
}

function ReferralStats({ siteId, address }: { siteId: string; address: string }) {
  const { t } = useSectionEditorsCatalog();
  const { data, error, isLoading, mutate } = useReferralStats(siteId, address);
  return (
    <Card size="small" title={t('referral.statsTitle')} role="region" aria-label={t('referral.statsTitle')}>
      {error ? (
        <ErrorAlert error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <Flex gap={32} wrap>
          <Statistic title={t('referral.visits')} value={data.visits} />
          <Statistic title={t('referral.signups')} value={data.signups} />
        </Flex>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('referral.statsHelp')}
      </Typography.Paragraph>
    </Card>
  );
}
