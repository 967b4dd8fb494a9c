import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetEditRoute } from '../../routes/widget-edit';
import { ok, renderWidgetUi, widget } from '../../test/render';

jest.setTimeout(60_000);

describe('Create contracts', () => {
  it('says beside each field what Deploy needs, and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
      path: '/admin/widget/edit/7?tab=create.contracts',
      route: '/admin/widget/edit/:id/*',
      answers: { 'GET /api/widget/by-owner/7': ok(widget()) },
    });
    const form = await screen.findByRole('form', { name: 'Create contract' });
    const deploy = within(form).getByRole('button', { name: 'Deploy contract' });
    expect(deploy).toBeEnabled();
    await user.click(deploy);
    expect((await within(form).findAllByText('Required')).length).toBeGreaterThan(0);
    expect(api.calls.some((call) => call.route.startsWith('PUT '))).toBe(false);
  });
});
