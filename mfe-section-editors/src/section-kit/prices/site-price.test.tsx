import { render, screen } from '@testing-library/react';
import { BaseProviders } from '@suite/shared/react';
import { SectionScopeProvider } from '../section-scope';
import { PriceNote, useSitePrice } from './site-price';

function Price({ usd }: { usd: string }) {
  const { price } = useSitePrice();
  return <output>{price(usd)}</output>;
}

function renderIn(currency: string | undefined) {
  return render(
    <BaseProviders apiBaseUrl="http://site-price.test">
      <SectionScopeProvider siteId="1" currency={currency}>
        <Price usd="12.5" />
        <PriceNote />
      </SectionScopeProvider>
    </BaseProviders>,
  );
}

describe('useSitePrice', () => {
  it('shows US dollars when the site counts in them, with no note', () => {
    renderIn('USD');
    expect(screen.getByRole('status')).toHaveTextContent('$12.50');
    expect(screen.queryByText(/no exchange rate/)).not.toBeInTheDocument();
  });

  it('shows a dollar stablecoin one for one, in its code', () => {
    renderIn('USDC');
    expect(screen.getByRole('status')).toHaveTextContent('12.50 USDC');
  });

  it('keeps US dollars for a currency with no known rate, and says so', () => {
    renderIn('EUR');
    expect(screen.getByRole('status')).toHaveTextContent('$12.50');
    expect(
      screen.getByText('Prices are in US dollars, paid in stablecoins: no exchange rate to EUR is known.'),
    ).toBeInTheDocument();
  });
});
