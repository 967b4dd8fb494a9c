import { useEffect, useRef } from 'react';
import { resourceKey, useApiClient, useApiClientContext, useApiResource } from '@suite/shared/react';

/** A referrer's own counts on the site (public: no session), while a wallet is connected. */
export function useReferralStats(siteId: string | undefined, address: string | undefined) {
  const client = useApiClient();
  const { apiBaseUrl } = useApiClientContext();
  return useApiResource(
    siteId && address
      ? resourceKey('sections', apiBaseUrl, null, 'referral-stats', siteId, address.toLowerCase())
      : null,
    () => client.referrals.stats({ siteId: Number(siteId), address: address ?? '' }),
  );
}

/**
 * Records, once per page and referrer, the visit through a `?ref=` link; then, once a wallet other
 * than the referrer's is connected, that wallet's sign-up. The API counts each visitor and wallet
 * once anyway; these guards only spare it repeated calls. Failures are left quiet: a visitor's page
 * must not show errors about someone else's referral.
 */
export function useRecordReferral({
  siteId,
  referrer,
  visitor,
  wallet,
  walletSettled,
}: {
  siteId: string | undefined;
  referrer: string | undefined;
  visitor: () => string;
  /** The connected wallet, if any. */
  wallet: string | undefined;
  /** False while the wallet is still reconnecting: the visit waits to know whether it is the referrer. */
  walletSettled: boolean;
}) {
  const client = useApiClient();
  const visit = useRef<Promise<unknown> | null>(null);
  const signedUp = useRef<string | null>(null);
  const self = Boolean(wallet && referrer && wallet.toLowerCase() === referrer.toLowerCase());

  useEffect(() => {
    if (!siteId || !referrer || !walletSettled || self || visit.current) return;
    visit.current = client.referrals
      .recordVisit({ siteId: Number(siteId), referrer, visitorKey: visitor() })
      .catch(() => undefined);
  }, [client, siteId, referrer, walletSettled, self, visitor]);

  useEffect(() => {
    if (!siteId || !referrer || !wallet || self || signedUp.current === wallet) return;
    signedUp.current = wallet;
    const pending = visit.current ?? Promise.resolve();
    void pending.then(() =>
      client.referrals
        .recordSignup({ siteId: Number(siteId), referrer, visitorKey: visitor(), address: wallet })
        .catch(() => undefined),
    );
  }, [client, siteId, referrer, wallet, self, visitor]);
}
