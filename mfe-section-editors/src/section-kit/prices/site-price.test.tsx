import { screen, waitFor } from '@testing-library/react';
import { LOCAL_FX_FEEDS } from '@suite/shared';
import { errorBody, ok, renderInSite } from '../../test/render-in-site';
import { PriceNote, useSitePrice } from './site-price';

function Price({ usd }: { usd: string }) {
  const { price } = useSitePrice();
  return <output>{price(usd)}</output>;
}

function renderIn(currency: string, answers: Parameters<typeof renderInSite>[1] = {}) {
  return renderInSite(
    <>
      <Price usd="12.5" />
      <PriceNote />
    </>,
    answers,
    { siteId: '1', currency, wallet: false },
  );
}

const EUR_RATE = {
  currency: 'EUR',
  usdPerUnit: '1.25',
  updatedAt: '2026-12-02T09:30:00.000Z',
  chainId: 31337,
  feed: LOCAL_FX_FEEDS.EUR,
};

describe('useSitePrice', () => {
  it('shows US dollars when the site counts in them, with no note and no rate asked', () => {
    const { api } = renderIn('USD');
    expect(screen.getByRole('status')).toHaveTextContent('$12.50');
    expect(screen.queryByText(/Prices/)).not.toBeInTheDocument();
    expect(api.calls().filter((call) => call.includes('exchange-rates'))).toEqual([]);
  });

  it('shows a dollar stablecoin one for one, in its code', () => {
    renderIn('USDC');
    expect(screen.getByRole('status')).toHaveTextContent('12.50 USDC');
  });

  it("converts at the rate the currency's feed answers, and says at which and that dollars are paid", async () => {
    const { api } = renderIn('EUR', { 'GET /api/exchange-rates/EUR': ok(EUR_RATE) });
    // 12.50 USD at 1.25 USD a euro.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('€10.00'));
    const note = screen.getByText(/^Prices in EUR at 1 EUR = 1\.25 USD, the rate of /);
    expect(note).toHaveTextContent(
      '(price feed on Local chain). You pay the US dollar amount in stablecoins.',
    );
    expect(api.calls()).toContain('/api/exchange-rates/EUR');
  });

  it('keeps US dollars when the rate cannot be had, and says so', async () => {
    renderIn('GBP', { 'GET /api/exchange-rates/GBP': errorBody(404, 'NOT_FOUND') });
    expect(
      await screen.findByText(
        'Prices are in US dollars, paid in stablecoins: no exchange rate to GBP is known.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('$12.50');
  });

  it('asks no rate for a currency without a feed', () => {
    const { api } = renderIn('CNY');
    expect(screen.getByText(/no exchange rate to CNY is known/)).toBeInTheDocument();
    expect(api.calls().filter((call) => call.includes('exchange-rates'))).toEqual([]);
  });
});
