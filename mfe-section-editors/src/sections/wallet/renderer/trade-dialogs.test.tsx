import { screen, waitFor, within } from '@testing-library/react';
import { NATIVE_TOKEN_ADDRESS, SWAP_NOT_CONFIGURED_MESSAGE } from '@suite/shared/schemas';
import { priceQueries, QUOTES_CONFIGURED, renderInPage } from '../../../test/trade-support';
import { WalletRenderer } from './renderer';

// antd's dialogs are slow in jsdom, more so while other suites run beside.
jest.setTimeout(120_000);

const NOT_CONFIGURED = { 'GET /api/swap/status': { status: 200, body: { configured: false } } };

function actions() {
  return screen.getByRole('group', { name: 'Wallet actions' });
}

describe('The wallet’s Swap and Exchange', () => {
  it('opens Swap before a wallet is connected, saying plainly that no quote service is configured', async () => {
    const { user } = renderInPage(<WalletRenderer data={{ variant: 'default' }} />, NOT_CONFIGURED);
    const swap = within(actions()).getByRole('button', { name: 'Swap' });
    expect(swap).toBeEnabled();
    await user.click(swap);
    const dialog = await screen.findByRole('dialog', { name: 'Swap' });
    expect(await within(dialog).findByText(SWAP_NOT_CONFIGURED_MESSAGE)).toBeInTheDocument();
  });

  it('draws the swap section’s box on the wallet’s chain, in the custom swap variant, quoting through the API', async () => {
    const { user, urls } = renderInPage(
      <WalletRenderer
        data={{ variant: 'custom', customSettings: { swapConfig: { variant: 'MatchaLike' } } }}
      />,
      QUOTES_CONFIGURED,
    );
    await user.click(within(actions()).getByRole('button', { name: 'Swap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap' });
    // Pro (MatchaLike) sets the trade details beside the box.
    expect(await within(dialog).findByText('Trade details')).toBeInTheDocument();
    expect(within(dialog).getByText('ETH')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('You pay'), '1');
    await waitFor(() => expect(priceQueries(urls)).not.toHaveLength(0));
    expect(priceQueries(urls)[0]).toMatchObject({
      chainId: '1',
      sellToken: NATIVE_TOKEN_ADDRESS,
      sellAmount: '1000000000000000000',
    });
  });

  it('opens Exchange on the market screen, with the 25/50/75/100% fill buttons', async () => {
    const { user } = renderInPage(<WalletRenderer data={{ variant: 'default' }} />, QUOTES_CONFIGURED);
    await user.click(within(actions()).getByRole('button', { name: 'Exchange' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exchange' });
    expect(await within(dialog).findByRole('region', { name: 'Market' })).toBeInTheDocument();
    const fill = within(dialog).getByRole('group', { name: 'You pay: share of your balance' });
    expect(
      within(fill)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['25%', '50%', '75%', '100%']);
  });

  it('paints the market bar in custom’s token info bar background', async () => {
    const { user } = renderInPage(
      <WalletRenderer
        data={{
          variant: 'custom',
          customSettings: {
            exchangeConfig: {
              variant: 'custom',
              tokenInfoBarBackgroundColor: '#102030',
              tokenInfoBarPrimaryTextColor: '#fafafa',
            },
          },
        }}
      />,
      QUOTES_CONFIGURED,
    );
    await user.click(within(actions()).getByRole('button', { name: 'Exchange' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exchange' });
    const market = await within(dialog).findByRole('region', { name: 'Market' });
    // The text colour reaches the bar through antd's tokens (CSS variables jsdom does not resolve).
    expect(market).toHaveStyle({ background: '#102030' });
  });

  it('says a chain without quotes is not traded on, and offers the network selector', async () => {
    const { user } = renderInPage(<WalletRenderer data={{ variant: 'default' }} />, QUOTES_CONFIGURED);
    await user.click(screen.getByRole('button', { name: 'Network: Ethereum' }));
    const networks = await screen.findByRole('list', { name: 'Networks' });
    await user.click(within(networks).getByRole('button', { name: /Local chain/ }));
    await screen.findByRole('button', { name: 'Network: Local chain' });
    await user.click(within(actions()).getByRole('button', { name: 'Swap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap' });
    expect(
      await within(dialog).findByText(
        'Swaps are not available on Local chain: no quote service is configured for it',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change network' }));
    expect(await screen.findByRole('dialog', { name: 'Select network' })).toBeInTheDocument();
  });

  it('hides Swap and Exchange as the custom flags say', () => {
    renderInPage(
      <WalletRenderer
        data={{ variant: 'custom', customSettings: { hideSwapAction: true, hideExchangeAction: true } }}
      />,
      QUOTES_CONFIGURED,
    );
    expect(within(actions()).getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(within(actions()).queryByRole('button', { name: 'Swap' })).not.toBeInTheDocument();
    expect(within(actions()).queryByRole('button', { name: 'Exchange' })).not.toBeInTheDocument();
  });

  it('hides Swap alone as the glass flag says', () => {
    renderInPage(
      <WalletRenderer data={{ variant: 'glass', glassSettings: { hideSwapAction: true } }} />,
      QUOTES_CONFIGURED,
    );
    expect(within(actions()).queryByRole('button', { name: 'Swap' })).not.toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Exchange' })).toBeEnabled();
  });
});
