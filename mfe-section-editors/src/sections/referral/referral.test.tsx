import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isHex, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { WagmiContext } from 'wagmi';
import { ReferralSignupInputSchema, referralSignupMessage } from '@suite/shared/schemas';
import { installBrowserWallet } from '@suite/shared/testing';
import { errorBody, ok, renderInSite } from '../../test/render-in-site';
import { connectedWallet, type ConnectedWallet } from '../../test/connected-wallet';
import { ReferralEditor } from './editor';
import { MemoryStorage } from '@suite/shared/react';
import { referralLink, referrerIn, sharedPage, visitorKey } from './referral-link';
import { ReferralRenderer } from './renderer';

// The visitor's wallet signs with a key of this test's (the wallet's prompt is the edge stood in
// for): a real EIP-191 signature, or the visitor's refusal.
const mockVisitor = privateKeyToAccount(generatePrivateKey());
let mockRefuseSignature = false;
jest.mock('wagmi', () => ({
  ...jest.requireActual<typeof import('wagmi')>('wagmi'),
  useSignMessage: () => ({
    signMessageAsync: async ({ message }: { message: string }) => {
      if (mockRefuseSignature) {
        const { UserRejectedRequestError } = jest.requireActual<typeof import('viem')>('viem');
        throw new UserRejectedRequestError(new Error('User rejected the request.'));
      }
      return mockVisitor.signMessage({ message });
    },
  }),
}));

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const ME = mockVisitor.address;
const REFERRER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const SECTION = { title: 'Invite friends', subtitle: 'Earn 5%', showStats: true };

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  mockRefuseSignature = false;
});

describe('referral links', () => {
  it('reads a valid ?ref= only, and builds the personal link on the shared page', () => {
    expect(referrerIn(`?ref=${REFERRER}`)).toBe(REFERRER);
    expect(referrerIn('?ref=0x123')).toBeUndefined();
    const framed = sharedPage(
      {
        href: 'https://admin.test/embed/7?apiKey=k&page=https%3A%2F%2Fshop.test%2Fa%3Fx%3D1',
        search: '?apiKey=k&page=https%3A%2F%2Fshop.test%2Fa%3Fx%3D1',
      },
      true,
      '',
    );
    expect(referralLink(framed, ME)).toBe(`https://shop.test/a?x=1&ref=${ME}`);
    const top = sharedPage(
      { href: `https://admin.test/embed/7?apiKey=k&ref=${REFERRER}`, search: '' },
      false,
      '',
    );
    expect(referralLink(top, ME)).toBe(`https://admin.test/embed/7?apiKey=k&ref=${ME}`);
    // A page named with another scheme is not a link to share.
    const unsafe = sharedPage(
      {
        href: 'https://admin.test/embed/7?page=javascript%3Aalert(1)',
        search: '?page=javascript%3Aalert(1)',
      },
      true,
      'https://blog.test/post',
    );
    expect(unsafe.href).toBe('https://blog.test/post');
  });

  it('keeps one visitor key, in memory when storage is blocked', () => {
    const kept = visitorKey();
    expect(kept).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(visitorKey()).toBe(kept);
    // Storage refused (an embed on another site): the page's safeStorage is memory, the key the same.
    expect(visitorKey(new MemoryStorage())).toBe(kept);
    localStorage.clear();
    expect(visitorKey()).toBe(kept);
  });
});

describe('ReferralRenderer', () => {
  it('asks a visitor without a wallet to connect, and shows no numbers', () => {
    const uninstall = installBrowserWallet();
    try {
      renderInSite(<ReferralRenderer data={SECTION} />);
      expect(screen.getByRole('heading', { name: 'Invite friends' })).toBeInTheDocument();
      expect(screen.getByText('Earn 5%')).toBeInTheDocument();
      expect(
        screen.getByText('Connect your wallet to get your referral link and see who came through it.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Your referral stats' })).not.toBeInTheDocument();
    } finally {
      uninstall();
    }
  });

  it("records a visit through a ?ref= link, once, for the page's site", async () => {
    window.history.replaceState(null, '', `/embed/7?apiKey=k&ref=${REFERRER}`);
    const view = renderInSite(<ReferralRenderer data={SECTION} />, {
      'POST /api/sites/7/public/referrals/visits': ok({ recorded: true }),
    });
    await waitFor(() => expect(view.api.calls()).toContain('/api/sites/7/public/referrals/visits'));
    // Re-renders (the wallet settling, the stats loading) record nothing more.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const visits = view.api.urls.filter((url) => url.pathname === '/api/sites/7/public/referrals/visits');
    expect(visits).toHaveLength(1);
  });

  describe('with a wallet connected', () => {
    let wallet: ConnectedWallet;
    beforeEach(async () => {
      wallet = await connectedWallet(ME);
    });
    afterEach(async () => {
      await wallet.disconnect();
    });

    it("shows the visitor's link, their own counts and a Share that opens the share dialog", async () => {
      window.history.replaceState(null, '', '/embed/7?apiKey=k');
      const view = renderInSite(
        <WagmiContext.Provider value={wallet.config}>
          <ReferralRenderer data={SECTION} />
        </WagmiContext.Provider>,
        { [`GET /api/sites/7/public/referrals/${ME}`]: ok({ visits: 3, signups: 1 }) },
      );
      const link = await screen.findByRole('textbox', { name: 'Your referral link' });
      expect(link).toHaveValue(`http://localhost/embed/7?apiKey=k&ref=${ME}`);
      const stats = await screen.findByRole('region', { name: 'Your referral stats' });
      await waitFor(() => expect(stats).toHaveTextContent(/Visits\s*3/));
      expect(stats).toHaveTextContent(/Sign-ups\s*1/);
      // Nobody referred this visitor: nothing is recorded.
      expect(view.api.urls.filter((url) => url.pathname.includes('/referrals/visits'))).toEqual([]);

      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByRole('button', { name: 'Share' }));
      const dialog = await screen.findByRole('dialog', { name: 'Share your referral link' });
      const channels = within(dialog).getByRole('group', { name: 'Share on' });
      expect(within(channels).getAllByRole('link')).toHaveLength(6);
      expect(within(channels).getByRole('link', { name: /X/ })).toHaveAttribute(
        'href',
        expect.stringContaining(encodeURIComponent(`ref=${ME}`)),
      );
    });

    it('counts a sign-up through the link it came by once the wallet signs it, and offers it no more', async () => {
      window.history.replaceState(null, '', `/embed/7?ref=${REFERRER}`);
      const bodies: unknown[] = [];
      const answers = {
        'POST /api/sites/7/public/referrals/visits': ok({ recorded: true }),
        'POST /api/sites/7/public/referrals/signups': async (_url: URL, request: Request) => {
          bodies.push(await request.json());
          return ok({ recorded: true });
        },
      };
      const page = (
        <WagmiContext.Provider value={wallet.config}>
          <ReferralRenderer data={{ ...SECTION, showStats: false }} />
        </WagmiContext.Provider>
      );
      const view = renderInSite(page, answers);
      // Nothing is counted for the referrer until the wallet signs.
      const offer = await screen.findByRole('alert');
      expect(offer).toHaveTextContent('You came through the referral link of 0x3C44…93BC');
      expect(offer).toHaveTextContent('Sign with your wallet to count your sign-up for them');
      expect(view.api.calls().filter((call) => call.includes('/referrals/'))).toEqual([
        '/api/sites/7/public/referrals/visits',
      ]);

      const user = userEvent.setup({ delay: null });
      await user.click(within(offer).getByRole('button', { name: 'Count my sign-up' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Your sign-up counts for 0x3C44…93BC.');
      const [sent] = bodies;
      // The site is the path's (`/sites/7/…`), the rest the body's.
      const signed = ReferralSignupInputSchema.parse(Object.assign({ siteId: 7 }, sent));
      expect(signed).toMatchObject({ referrer: REFERRER, address: ME });
      // The wallet's own signature of the sign-up, as the API checks it.
      const { signature } = signed;
      if (!isHex(signature)) throw new Error('The sign-up carries no hex signature');
      expect(
        await verifyMessage({
          address: ME,
          message: referralSignupMessage(signed),
          signature,
        }),
      ).toBe(true);

      // Counted: the page offers it no more.
      view.unmount();
      renderInSite(page, answers);
      await screen.findByRole('textbox', { name: 'Your referral link' });
      expect(screen.queryByRole('button', { name: 'Count my sign-up' })).not.toBeInTheDocument();
      expect(bodies).toHaveLength(1);
    });

    it('counts nothing when the visitor declines the signature, and says so', async () => {
      window.history.replaceState(null, '', `/embed/7?ref=${REFERRER}`);
      mockRefuseSignature = true;
      const view = renderInSite(
        <WagmiContext.Provider value={wallet.config}>
          <ReferralRenderer data={{ ...SECTION, showStats: false }} />
        </WagmiContext.Provider>,
        { 'POST /api/sites/7/public/referrals/visits': ok({ recorded: true }) },
      );
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: 'Count my sign-up' }));
      expect(await screen.findByText('You declined the signature: nothing was counted.')).toBeInTheDocument();
      expect(view.api.calls().filter((call) => call.includes('/signups'))).toEqual([]);
      // It may still be signed.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Count my sign-up' })).toBeEnabled());
    });

    it("shows the stats' error with a Retry", async () => {
      renderInSite(
        <WagmiContext.Provider value={wallet.config}>
          <ReferralRenderer data={SECTION} />
        </WagmiContext.Provider>,
        {
          [`GET /api/sites/7/public/referrals/${ME}`]: errorBody(
            429,
            'TOO_MANY_REQUESTS',
            'Too many requests from this address',
          ),
        },
      );
      expect(await screen.findByText('Too many requests from this address')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });
  });
});

describe('ReferralEditor', () => {
  it('starts with the stats shown, reports each change live and saves', async () => {
    const onChange = jest.fn();
    const onSave = jest.fn();
    renderInSite(<ReferralEditor onChange={onChange} onSave={onSave} onCancel={jest.fn()} />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('switch', { name: 'Show stats' })).toBeChecked();
    await user.type(screen.getByLabelText('Title'), 'Invite');
    await user.click(screen.getByRole('switch', { name: 'Show stats' }));
    expect(onChange).toHaveBeenLastCalledWith({ title: 'Invite', subtitle: '', showStats: false });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ title: 'Invite', subtitle: '', showStats: false });
  });
});
