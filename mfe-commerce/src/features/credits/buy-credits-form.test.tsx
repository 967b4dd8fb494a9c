import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@suite/shared/react';
import { errorBody, renderCommerce } from '../../test/render';
import { BuyCredits } from './buy-credits';

// Rendering antd forms and the wallet's lazy parts in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

// The wallet is the edge here: connected on the local chain.
jest.mock('wagmi', () =>
  jest.requireActual<typeof import('../../test/buyer-wallet')>('../../test/buyer-wallet').buyerWagmi(),
);

const OPTIONS = {
  networks: [
    {
      chainId: 31337,
      tokens: [{ address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'tUSDC', decimals: 6 }],
    },
  ],
  unavailableReason: null,
};

const SPANISH_REFUSAL = 'Escribe el número sin separador de miles, con «,» para los decimales, como 1234,5';

/** The credits form, and the bodies of the top-ups it opens (the API answers each 503: nothing is paid). */
function renderForm() {
  const topUps: Promise<unknown>[] = [];
  const { api } = renderCommerce(<BuyCredits />, {
    'GET /api/credits/top-up-options': { status: 200, body: OPTIONS },
    'POST /api/credits/top-ups': (request) => {
      topUps.push(request.clone().json());
      return errorBody(503, 'SERVICE_UNAVAILABLE', 'The chain cannot be read');
    },
  });
  return { api, topUps };
}

describe('the amount of credits to buy', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('reads "25,50" on a Spanish page as 25.50 USD, and holds Buy on "25.50", saying why beside the field', async () => {
    await act(() => setLanguage('es'));
    const user = userEvent.setup();
    const { api, topUps } = renderForm();
    const amount = await screen.findByLabelText('Importe (USD)');
    expect(amount).toHaveValue('10,00');

    await user.clear(amount);
    await user.type(amount, '25.50');
    expect(await screen.findByText(SPANISH_REFUSAL)).toBeVisible();
    await user.tab();
    expect(amount).toHaveValue('25.50');
    expect(screen.getByRole('button', { name: 'Comprar créditos' })).toBeDisabled();
    expect(screen.getByText(SPANISH_REFUSAL)).toBeVisible();
    expect(api.calls).not.toContain('POST /api/credits/top-ups');

    await user.clear(amount);
    await user.type(amount, '25,50');
    expect(screen.queryByText(SPANISH_REFUSAL)).not.toBeInTheDocument();
    expect(screen.getByText('De 1 a 100.000 USD')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Comprar 25,50 USD de créditos con tUSDC' }));
    await waitFor(() => expect(topUps).toHaveLength(1));
    expect(await topUps[0]).toMatchObject({ amount: 25.5 });
  });

  it('refuses "1,000" on an English page rather than buying 1 or 1000 USD', async () => {
    const user = userEvent.setup();
    const { api } = renderForm();
    const amount = await screen.findByLabelText('Amount (USD)');
    await user.clear(amount);
    await user.type(amount, '1,000');
    expect(
      await screen.findByText(
        'Write the number without thousands separators, with “.” for decimals, such as 1234.5',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buy credits' })).toBeDisabled();
    expect(api.calls).not.toContain('POST /api/credits/top-ups');
  });
});
