import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetToken } from '@suite/shared';
import { WidgetEditRoute } from '../../routes/widget-edit';
import { ok, renderWidgetUi, widget } from '../../test/render';
import { pendingFormHoldsTheEditor } from '../../test/pending-form';
import { readToken } from './read-token';

// The chain read is the edge of this test: it answers the token at once.
const USDC: WidgetToken = {
  chainId: 31337,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Test USDC',
  symbol: 'tUSDC',
  decimals: 6,
};
jest.mock('./read-token', () => ({
  readToken: jest.fn(() => Promise.resolve(USDC)),
  isUnreachable: () => false,
}));

jest.setTimeout(60_000);

describe('tokens', () => {
  it('counts a token read and not added as unsaved: leaving asks, and Save waits until it is added', async () => {
    const user = userEvent.setup();
    renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
      path: '/admin/widget/edit/7?tab=data.tokens',
      route: '/admin/widget/edit/:id/*',
      answers: { 'GET /api/widget/by-owner/7': ok(widget()) },
    });
    await user.type(await screen.findByLabelText('Token address'), USDC.address);
    await user.click(screen.getByRole('button', { name: 'Read token' }));
    await user.type(await screen.findByLabelText('Logo URL (optional)'), 'https://example.com/usdc.png');

    const pending = 'Not in the list yet: add this token before saving, or discard it.';
    await pendingFormHoldsTheEditor(user, pending);
    expect(screen.getByLabelText('Logo URL (optional)')).toHaveValue('https://example.com/usdc.png');

    await user.click(screen.getByRole('button', { name: /Add tUSDC/ }));
    expect(await screen.findByRole('cell', { name: 'Test USDC' })).toBeVisible();
    // The form empties once the list has it (its reset is reported a render later).
    await waitFor(() => expect(screen.queryByText(pending)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it("refuses a token whose name or symbol on chain breaks the widget's rules, beside each, before it is added", async () => {
    const user = userEvent.setup();
    // A contract names itself as it likes: here no name, and a symbol past the schema's length.
    jest.mocked(readToken).mockResolvedValueOnce({ ...USDC, name: ' ', symbol: 'S'.repeat(21) });
    renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
      path: '/admin/widget/edit/7?tab=data.tokens',
      route: '/admin/widget/edit/:id/*',
      answers: { 'GET /api/widget/by-owner/7': ok(widget()) },
    });
    await user.type(await screen.findByLabelText('Token address'), USDC.address);
    await user.click(screen.getByRole('button', { name: 'Read token' }));

    const add = await screen.findByRole('button', { name: /^Add S+/ });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Required Must be at most 20 characters');
    // Each message is under the value it refuses.
    const nameCell = screen.getByText('Required').closest('td');
    expect(nameCell).not.toBeNull();
    expect(within(nameCell ?? document.body).getByText('Name')).toBeVisible();
    const symbolCell = screen.getByText('Must be at most 20 characters').closest('td');
    expect(within(symbolCell ?? document.body).getByText('Symbol')).toBeVisible();
    await user.click(add);
    expect(screen.getByText('No tokens yet. Import one by its address.')).toBeVisible();
    expect(screen.queryByRole('cell', { name: 'S'.repeat(21) })).not.toBeInTheDocument();
  });

  it("starts on the site's network when this deployment reads it, and reads the token there", async () => {
    const user = userEvent.setup();
    renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
      path: '/admin/widget/edit/7?tab=data.tokens',
      route: '/admin/widget/edit/:id/*',
      answers: {
        'GET /api/widget/by-owner/7': ok(widget({ networks: { chainIds: [31337, 8453] } })),
        'GET /api/onchain/chains': ok({ chainIds: [1, 8453, 31337] }),
      },
    });
    const network = await screen.findByRole('combobox', { name: 'Network' });
    expect(network.closest('.ant-select')).toHaveTextContent('Base');
    await user.type(screen.getByLabelText('Token address'), USDC.address);
    await user.click(screen.getByRole('button', { name: 'Read token' }));
    await waitFor(() => expect(readToken).toHaveBeenLastCalledWith(expect.anything(), 8453, USDC.address));
  });
});
