import { useCallback, useEffect, useRef, useState } from 'react';
import { useSignMessage } from 'wagmi';
import { referralSignupMessage } from '@suite/shared/schemas';
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
 * Records, once per page and referrer, the visit through a `?ref=` link (a visitor whose wallet is the
 * referrer's is not counted). Once it is recorded and a wallet other than the referrer's is
 * connected, `signUp` is offered: the wallet signs `referralSignupMessage` and the API counts it for
 * the referrer (only the wallet's own signature counts it). The API counts each visitor and wallet
 * once anyway; these guards only spare it repeated calls. A failed visit is left quiet: a visitor's
 * page must not show errors about someone else's referral.
 */
export function useReferral({
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
  const { signMessageAsync } = useSignMessage();
  const visit = useRef<Promise<unknown> | null>(null);
  const [visited, setVisited] = useState(false);
  const self = Boolean(wallet && referrer && wallet.toLowerCase() === referrer.toLowerCase());

  useEffect(() => {
    if (!siteId || !referrer || !walletSettled || self || visit.current) return;
    visit.current = client.referrals
      .recordVisit({ siteId: Number(siteId), referrer, visitorKey: visitor() })
      .then(() => setVisited(true))
      .catch(() => undefined);
  }, [client, siteId, referrer, walletSettled, self, visitor]);

  const signUp = useCallback(async () => {
    if (!siteId || !referrer || !wallet) throw new Error('No referral to sign up through');
    const input = {
      siteId: Number(siteId),
      referrer,
      visitorKey: visitor(),
      address: wallet,
      signedAt: new Date().toISOString(),
    };
    const signature = await signMessageAsync({ message: referralSignupMessage(input) });
    return client.referrals.recordSignup({ ...input, signature });
  }, [client, siteId, referrer, wallet, visitor, signMessageAsync]);

  return { signUpOffered: Boolean(siteId && referrer && wallet && !self && visited), signUp };
}
