import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@suite/shared/react';
import { errorBody, holdAnswers, renderCommerce } from '../../test/render';
import { DashboardRoute } from '../../routes/dashboard';
import { BuyCredits } from './buy-credits';
import { CreditHistory } from './credit-history';

const LOW_CREDITS_TITLE = 'Your checkouts cannot take orders';

// Rendering antd forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const account = (available: string) => ({
  'GET /api/credits': {
    status: 200,
    body: { creditsAvailable: available, creditsUsed: '1.5', plan: 'free' },
  },
});

/** A grant in the credits history, worded by its description (no params). */
function historyLine(id: string, description: string) {
  return { id, kind: 'grant', amount: '5', description, params: null, createdAt: '2026-11-01T00:00:00.000Z' };
}

describe('credits', () => {
  it('warns on the dashboard when the credits cannot cover an order', async () => {
    renderCommerce(<DashboardRoute />, account('0.25'));
    expect(await screen.findByText(LOW_CREDITS_TITLE)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Each order takes 0.5 USD of credits and you have 0.2500 USD. Customers are told the store cannot take orders until you buy credits.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/u/account/commerce/settings',
    );
  });

  it('says what the store owes when paid orders took their fees below zero', async () => {
    renderCommerce(<DashboardRoute />, account('-1.5'));
    expect(await screen.findByText(LOW_CREDITS_TITLE)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Orders paid after your credits ran out took their 0.5 USD fee on credit: you owe 1.5000 USD. Customers are told the store cannot take orders until you buy credits.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Credits')).toHaveTextContent('-1.5000 USD');
  });

  it('does not warn when the credits cover an order', async () => {
    renderCommerce(<DashboardRoute />, account('0.5'));
    await waitFor(() => expect(screen.getByLabelText('Credits')).toHaveTextContent('0.5000 USD'));
    expect(screen.queryByText(LOW_CREDITS_TITLE)).not.toBeInTheDocument();
  });

  it('lists the history newest first with kinds and signed amounts', async () => {
    renderCommerce(<CreditHistory />, {
      'GET /api/credits/history': {
        status: 200,
        body: {
          items: [
            {
              id: 'c3',
              kind: 'api',
              amount: '-0.0003',
              description: 'API reads beyond the free tier in 2026-11',
              createdAt: '2026-11-03T00:00:00.000Z',
            },
            {
              id: 'c2',
              kind: 'order',
              amount: '-0.5',
              description: 'Order 1234',
              createdAt: '2026-11-02T00:00:00.000Z',
            },
            {
              id: 'c1',
              kind: 'top-up',
              amount: '25.5',
              description: 'Credits bought: 25.5 USD paid on Local chain',
              createdAt: '2026-11-01T00:00:00.000Z',
            },
          ],
          totalItems: 3,
          currentPage: 0,
          pageSize: 10,
        },
      },
    });
    await screen.findByText('Order 1234');
    const rows = screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['API use', 'API reads beyond the free tier in 2026-11', '−0.0003 USD'],
      ['Order', 'Order 1234', '−0.5000 USD'],
      ['Top-up', 'Credits bought: 25.5 USD paid on Local chain', '+25.5000 USD'],
    ]);
  });

  it("words each line in the page's language from what it is about, an order's fee opening its order", async () => {
    const orderId = '7f0b2c9e-5d1a-4c3b-9e8f-0a1b2c3d4e5f';
    const line = (id: string, kind: string, amount: string, description: string, params: object | null) => ({
      id,
      kind,
      amount,
      description,
      params,
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    try {
      await act(() => setLanguage('es'));
      renderCommerce(<CreditHistory />, {
        'GET /api/credits/history': {
          status: 200,
          body: {
            items: [
              line('c6', 'api', '-0.0003', 'API reads beyond the free tier in 2026-11', { month: '2026-11' }),
              line('c5', 'order', '-0.5', `Order ${orderId}`, { orderId }),
              line('c4', 'feature', '-100', 'Unlock custom-domain until 2026-12-27T10:00:00.000Z', {
                feature: 'custom-domain',
                until: '2026-12-27T10:00:00.000Z',
              }),
              line('c3', 'top-up', '25.5', 'Credits bought: 25.5 USD paid on Local chain', {
                chainId: 31337,
              }),
              line('c2', 'grant', '1000', 'Demo credits', { grant: 'demo' }),
              line('c1', 'grant', '5', 'A grant of an older server', null),
            ],
            totalItems: 6,
            currentPage: 0,
            pageSize: 10,
          },
        },
      });
      await screen.findByText('Créditos comprados en Cadena local');
      const rows = screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0);
      expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
        'Lecturas de la API por encima del nivel gratuito en noviembre de 2026',
        `Comisión del pedido ${orderId.slice(10)}`,
        'Desbloqueo de Dominio personalizado hasta el 27/12/2026',
        'Créditos comprados en Cadena local',
        'Créditos de la tienda de demostración',
        'A grant of an older server',
      ]);
      expect(screen.getByRole('link', { name: `Comisión del pedido ${orderId.slice(10)}` })).toHaveAttribute(
        'href',
        `/u/account/commerce/orders/${orderId}`,
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('says when the history is empty', async () => {
    renderCommerce(<CreditHistory />, {
      'GET /api/credits/history': {
        status: 200,
        body: { items: [], totalItems: 0, currentPage: 0, pageSize: 10 },
      },
    });
    expect(await screen.findByText('No credits added or spent yet')).toBeInTheDocument();
  });

  it('shows the spinner, not the empty text, while the history first loads', async () => {
    renderCommerce(<CreditHistory />, {
      'GET /api/credits/history': {
        status: 200,
        body: { items: [historyLine('c1', 'Demo credits')], totalItems: 1, currentPage: 0, pageSize: 10 },
      },
    });
    const history = holdAnswers('GET /api/credits/history');
    await waitFor(() => expect(history.asked()).toBe(1));
    expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.queryByText('No credits added or spent yet')).not.toBeInTheDocument();
    history.release();
    expect(await screen.findByText('Demo credits')).toBeInTheDocument();
  });

  it("says why page 2 could not be read, rather than keeping page 1's rows under it, and Retry reads it", async () => {
    const user = userEvent.setup();
    let page2Reads = 0;
    renderCommerce(<CreditHistory />, {
      'GET /api/credits/history': (request) => {
        if (new URL(request.url).searchParams.get('page') !== '1') {
          const items = [historyLine('c1', 'Page one line')];
          return { status: 200, body: { items, totalItems: 11, currentPage: 0, pageSize: 10 } };
        }
        page2Reads += 1;
        return page2Reads === 1
          ? errorBody(503, 'SERVICE_UNAVAILABLE', 'The database is busy: try again in a moment')
          : {
              status: 200,
              body: {
                items: [historyLine('c2', 'Page two line')],
                totalItems: 11,
                currentPage: 1,
                pageSize: 10,
              },
            };
      },
    });
    await screen.findByText('Page one line');
    await user.click(screen.getByTitle('2'));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The credits history could not be loaded');
    expect(failure).toHaveTextContent('The database is busy: try again in a moment');
    expect(screen.queryByText('Page one line')).not.toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Page two line')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says plainly when this server sells no credits', async () => {
    const reason =
      'Credits cannot be bought on this server yet: its operator has not set where they are paid (CREDITS_RECEIVER).';
    renderCommerce(<BuyCredits />, {
      'GET /api/credits/top-up-options': { status: 200, body: { networks: [], unavailableReason: reason } },
    });
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
  });

  it("says in the page's language why this server sells no credits", async () => {
    try {
      await act(() => setLanguage('pt'));
      renderCommerce(<BuyCredits />, {
        'GET /api/credits/top-up-options': {
          status: 200,
          body: { networks: [], unavailableReason: 'Credits cannot be bought on this server yet: …' },
        },
      });
      expect(
        await screen.findByText(
          'Ainda não é possível comprar créditos neste servidor: o operador não definiu onde eles são pagos (CREDITS_RECEIVER).',
        ),
      ).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('checks the amount beside the field, and asks for a wallet to pay from', async () => {
    renderCommerce(<BuyCredits />, {
      'GET /api/credits/top-up-options': {
        status: 200,
        body: {
          networks: [
            {
              chainId: 31337,
              tokens: [
                { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'tUSDC', decimals: 6 },
              ],
            },
          ],
          unavailableReason: null,
        },
      },
    });
    const amount = await screen.findByLabelText('Amount (USD)');
    fireEvent.change(amount, { target: { value: '0.5' } });
    expect(await screen.findByText('Must be at least 1 USD')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '100001' } });
    expect(await screen.findByText('Must be at most 100000 USD')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '20' } });
    expect(await screen.findByText('From 1 to 100,000 USD')).toBeInTheDocument();
    expect(screen.getByText('Connect the wallet you pay from.')).toBeInTheDocument();
    expect(
      screen.getByText('No browser wallet found: install one such as MetaMask, then reload.'),
    ).toBeInTheDocument();
  });
});
