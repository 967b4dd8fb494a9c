import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@suite/shared/react';
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

  it('reads a Spanish "2,5" as 2.5 %, and refuses "2.5" beside the field, Save held', async () => {
    const user = userEvent.setup();
    try {
      await act(() => setLanguage('es'));
      const { api } = renderTab('swap-fees', {
        fees: { marketplaceFees: [], swapFee: { recipient: RECIPIENT, amountPercentage: 1 } },
      });
      const percentage = await screen.findByLabelText('Porcentaje');
      expect(percentage).toHaveValue('1,00');
      await user.clear(percentage);
      await user.type(percentage, '2.5');
      expect(
        await screen.findByText(
          'Escribe el número sin separador de miles, con «,» para los decimales, como 1234,5',
        ),
      ).toBeVisible();
      await user.tab();
      expect(percentage).toHaveValue('2.5');
      expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();

      await user.clear(percentage);
      await user.type(percentage, '2,5');
      await user.tab();
      expect(percentage).toHaveValue('2,50');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      await user.click(
        within(await dialogTitled('¿Guardar los cambios?')).getByRole('button', { name: 'Guardar' }),
      );
      await dialogTitled('Cambios guardados');
      const upsert = api.calls.find((call) => call.route === 'POST /api/widget/upsert');
      expect(postedConfig(upsert?.body).fees?.swapFee).toEqual({
        recipient: RECIPIENT,
        amountPercentage: 2.5,
      });
    } finally {
      await act(() => setLanguage('en'));
    }
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
