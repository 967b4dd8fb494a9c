import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WagmiContext } from 'wagmi';
import { installBrowserWallet } from '@suite/shared/testing';
import { errorBody, ok, renderInSite } from '../../test/render-in-site';
import { connectedWallet, type ConnectedWallet } from '../../test/connected-wallet';
import { ReferralEditor } from './editor';
import { MemoryStorage } from '@suite/shared/react';
import { referralLink, referrerIn, sharedPage, visitorKey } from './referral-link';
import { ReferralRenderer } from './renderer';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const REFERRER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const SECTION = { title: 'Invite friends', subtitle: 'Earn 5%', showStats: true };

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
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

    it('records the connected wallet as a sign-up through the link it came by', async () => {
      window.history.replaceState(null, '', `/embed/7?ref=${REFERRER}`);
      const view = renderInSite(
        <WagmiContext.Provider value={wallet.config}>
          <ReferralRenderer data={{ ...SECTION, showStats: false }} />
        </WagmiContext.Provider>,
        {
          'POST /api/sites/7/public/referrals/visits': ok({ recorded: true }),
          'POST /api/sites/7/public/referrals/signups': ok({ recorded: true }),
        },
      );
      await waitFor(() => expect(view.api.calls()).toContain('/api/sites/7/public/referrals/signups'));
      expect(view.api.calls().filter((call) => call.includes('/referrals/'))).toEqual([
        '/api/sites/7/public/referrals/visits',
        '/api/sites/7/public/referrals/signups',
      ]);
      expect(screen.queryByRole('region', { name: 'Your referral stats' })).not.toBeInTheDocument();
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
