import { screen, waitFor } from '@testing-library/react';
import { renderCommerce } from '../../test/render';
import { DashboardRoute } from '../../routes/dashboard';

const NO_NETWORK_TITLE = 'Your checkouts cannot take payments';

// Rendering antd in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const networks = (chainIds: number[], payableChainIds: number[]) => ({
  'GET /api/credits': { status: 200, body: { creditsAvailable: '10', creditsUsed: '0', plan: 'free' } },
  'GET /api/checkouts-networks': { status: 200, body: { chainIds, payableChainIds } },
});

describe('the store without a payment network', () => {
  it('is warned on the dashboard, with the way to Settings', async () => {
    renderCommerce(<DashboardRoute />, networks([], [31337, 137]));
    expect(await screen.findByText(NO_NETWORK_TITLE)).toBeInTheDocument();
    expect(
      screen.getByText(
        'No payment network is enabled, so customers are told the store has not enabled a payment network. Choose the networks you accept under Payment networks in Settings.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/u/account/commerce/settings',
    );
  });

  it('is warned when none of its networks can take payments on this server', async () => {
    renderCommerce(<DashboardRoute />, networks([1], [31337]));
    expect(await screen.findByText(NO_NETWORK_TITLE)).toBeInTheDocument();
  });

  it('is not warned once one of its networks can take payments', async () => {
    const { api } = renderCommerce(<DashboardRoute />, networks([1, 31337], [31337]));
    await waitFor(() => expect(api.calls).toContain('GET /api/checkouts-networks'));
    await waitFor(() => expect(screen.getByLabelText('Credits')).toHaveTextContent('10.0000 USD'));
    // The answer is in: give it a render to show a warning it should not.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(NO_NETWORK_TITLE)).not.toBeInTheDocument();
  });
});
