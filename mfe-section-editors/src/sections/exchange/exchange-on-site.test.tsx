import { screen, within } from '@testing-library/react';
import { LOCAL_CHAIN_ID } from '@suite/shared';
import { defaultExchangeConfig, presetSwapTokens } from '@suite/shared/sections';
import { ExchangeRenderer } from './renderer';
import { renderInPage } from '../../test/trade-support';
import { SITE, siteAnswers } from '../../test/site-trade-answers';

// antd's selects, dialogs and the editor's cards are slow in jsdom, more so while other suites run beside.
jest.setTimeout(120_000);

describe('The exchange section on a site', () => {
  it('keeps the pairs whose two tokens the site offers', async () => {
    const [eth, tusdc, weth, ttkn] = presetSwapTokens(LOCAL_CHAIN_ID);
    if (!eth || !tusdc || !weth || !ttkn) throw new Error('the local presets changed');
    const config = {
      ...defaultExchangeConfig(LOCAL_CHAIN_ID),
      pairs: [
        { base: ttkn, quote: tusdc },
        { base: weth, quote: tusdc },
      ],
    };
    renderInPage(<ExchangeRenderer data={config} />, siteAnswers(), { siteId: SITE });
    const market = await screen.findByRole('region', { name: 'Market' });
    expect(within(market).getByRole('heading', { name: 'WETH/tUSDC' })).toBeInTheDocument();
    expect(screen.queryByText(/tTKN/)).not.toBeInTheDocument();
  });
});
