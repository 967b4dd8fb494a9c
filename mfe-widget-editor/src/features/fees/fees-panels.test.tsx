import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetConfig } from '@suite/shared/widget';
import { WidgetEditRoute } from '../../routes/widget-edit';
import { dialogTitled, ok, postedConfig, renderWidgetUi, widget } from '../../test/render';

jest.setTimeout(90_000);

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function renderTab(tab: string, config: Partial<WidgetConfig> = {}) {
  return renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
    path: `/admin/widget/edit/7?tab=${tab}`,
    route: '/admin/widget/edit/:id/*',
    answers: {
      'GET /api/widget/by-owner/7': ok(widget(config)),
      'POST /api/widget/upsert': ({ body }) => ok({ ...widget(postedConfig(body)), version: 4 }),
    },
  });
}

describe('fees', () => {
  it('validates the swap fee recipient and percentage, then saves it beside the marketplace fees', async () => {
    const user = userEvent.setup();
    const { api } = renderTab('swap-fees', {
      fees: { marketplaceFees: [{ recipient: RECIPIENT, amountPercentage: 2 }], swapFee: null },
    });
    const recipient = await screen.findByLabelText('Recipient address');
    await user.type(recipient, '0x12');
    expect(
      await screen.findByText('Must be a valid address (0x followed by 40 hex characters)'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(recipient);
    await user.paste(RECIPIENT);
    const percentage = screen.getByLabelText('Percentage');
    await user.type(percentage, '0');
    await user.tab();
    expect(await screen.findByText('Must be greater than zero')).toBeVisible();
    // Above the maximum the input clamps to 10%; the API's widgets-settings test checks the schema's message.
    await user.clear(percentage);
    await user.type(percentage, '0.5');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await dialogTitled('Save changes?')).getByRole('button', { name: 'Save' }));
    await dialogTitled('Changes saved');
    const upsert = api.calls.find((call) => call.route === 'POST /api/widget/upsert');
    expect(postedConfig(upsert?.body).fees).toEqual({
      marketplaceFees: [{ recipient: RECIPIENT, amountPercentage: 2 }],
      swapFee: { recipient: RECIPIENT, amountPercentage: 0.5 },
    });
  });

  it('adds and removes marketplace fees, each validated', async () => {
    const user = userEvent.setup();
    renderTab('marketplace-fees');
    expect(await screen.findByText('No marketplace fees: sellers keep the whole price.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add fee' }));
    await user.type(screen.getByLabelText('Fee 1: Recipient address'), 'nope');
    expect(
      await screen.findByText('Must be a valid address (0x followed by 40 hex characters)'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove fee 1' }));
    expect(await screen.findByText('No marketplace fees: sellers keep the whole price.')).toBeVisible();
  });
});
