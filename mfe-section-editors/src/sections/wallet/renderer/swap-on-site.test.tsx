import { screen, within } from '@testing-library/react';
import { LOCAL_TEST_TOKEN } from '@suite/shared';
import { WalletRenderer } from './renderer';
import { renderInPage } from '../../../test/trade-support';
import { SITE, siteAnswers } from '../../../test/site-trade-answers';

// antd's selects, dialogs and the editor's cards are slow in jsdom, more so while other suites run beside.
jest.setTimeout(120_000);

describe('The wallet’s Swap on a site', () => {
  it('offers the tokens of Data → Tokens on the wallet’s chain', async () => {
    const { user } = renderInPage(<WalletRenderer data={{ variant: 'default' }} />, siteAnswers(), {
      siteId: SITE,
    });
    await user.click(screen.getByRole('button', { name: /^Network: / }));
    const networks = await screen.findByRole('list', { name: 'Networks' });
    await user.click(within(networks).getByRole('button', { name: /Local chain/ }));
    await screen.findByRole('button', { name: 'Network: Local chain' });
    await user.click(
      within(screen.getByRole('group', { name: 'Wallet actions' })).getByRole('button', { name: 'Swap' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Swap' });
    await user.click(await within(dialog).findByLabelText('You pay: token'));
    expect(await screen.findByTitle('Wrapped Ether')).toBeInTheDocument();
    expect(screen.queryByTitle(LOCAL_TEST_TOKEN.name)).not.toBeInTheDocument();
  });
});
