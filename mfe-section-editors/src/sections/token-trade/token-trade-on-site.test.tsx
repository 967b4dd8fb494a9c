import { screen } from '@testing-library/react';
import { LOCAL_CHAIN_ID, LOCAL_TEST_TOKEN } from '@suite/shared';
import { defaultTokenTradeConfig } from '@suite/shared/sections';
import { TokenTradeRenderer } from './renderer';
import { renderInPage } from '../../test/trade-support';
import { SITE, siteAnswers } from '../../test/site-trade-answers';

// antd's selects, dialogs and the editor's cards are slow in jsdom, more so while other suites run beside.
jest.setTimeout(120_000);

describe('The token-trade section on a site', () => {
  it('refuses a token Data → Tokens does not list', async () => {
    const config = {
      ...defaultTokenTradeConfig(LOCAL_CHAIN_ID),
      token: { ...LOCAL_TEST_TOKEN, logoUrl: '' },
    };
    renderInPage(<TokenTradeRenderer data={config} />, siteAnswers(), { siteId: SITE });
    expect(
      await screen.findByText('This site does not offer tTKN for tUSDC on Local chain'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('You pay')).not.toBeInTheDocument();
  });
});
