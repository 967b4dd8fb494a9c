import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetEditRoute } from '../../routes/widget-edit';
import { dialogTitled, ok, postedConfig, renderWidgetUi, widget } from '../../test/render';

jest.setTimeout(90_000);

describe('theme', () => {
  it('previews a preset at once and saves it; custom offers light and dark colours', async () => {
    const user = userEvent.setup();
    const { api } = renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
      path: '/admin/widget/edit/7?tab=theme',
      route: '/admin/widget/edit/:id/*',
      answers: {
        'GET /api/widget/by-owner/7': ok(widget()),
        'POST /api/widget/upsert': ({ body }) => ok({ ...widget(postedConfig(body)), version: 4 }),
      },
    });
    const preview = await screen.findByRole('region', { name: 'Theme preview (light)' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByLabelText('Ocean'));
    expect(within(preview).getByRole('button', { name: 'Primary' })).toBeVisible();
    await user.click(screen.getByText('Dark'));
    expect(screen.getByRole('region', { name: 'Theme preview (dark)' })).toBeVisible();

    await user.click(screen.getByLabelText('Custom'));
    expect(screen.getByText('Light colours')).toBeVisible();
    expect(screen.getByText('Dark colours')).toBeVisible();
    await user.click(screen.getByLabelText('Ocean'));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await dialogTitled('Save changes?')).getByRole('button', { name: 'Save' }));
    await dialogTitled('Changes saved');
    const upsert = api.calls.find((call) => call.route === 'POST /api/widget/upsert');
    expect(postedConfig(upsert?.body).theme).toBe('ocean');
  });

  it('reaches each custom colour by Tab, named by colour, mode and value, and opens its picker from the keyboard', async () => {
    const user = userEvent.setup();
    renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
      path: '/admin/widget/edit/7?tab=theme',
      route: '/admin/widget/edit/:id/*',
      answers: { 'GET /api/widget/by-owner/7': ok(widget()) },
    });
    await screen.findByRole('region', { name: 'Theme preview (light)' });
    await user.click(screen.getByLabelText('Custom'));
    const reached: string[] = [];
    for (let step = 0; step < 30; step += 1) {
      await user.tab();
      const label = document.activeElement?.getAttribute('aria-label');
      if (label) reached.push(label);
    }
    const colours = ['Primary', 'Background', 'Text', 'Success', 'Warning', 'Error'];
    for (const mode of ['light', 'dark']) {
      for (const colour of colours) {
        expect(reached).toContainEqual(
          expect.stringMatching(new RegExp(`^${colour} \\(${mode}\\): #[0-9a-f]{6}$`)),
        );
      }
    }
    // The name says the colour chosen, as the swatch shows it to the eye.
    expect(screen.getByRole('button', { name: 'Primary (light): #1677ff' })).toBeVisible();

    const primaryDark = screen.getByRole('button', { name: 'Primary (dark): #1668dc' });
    primaryDark.focus();
    await user.keyboard('{Enter}');
    // The picker's panel: its hue slider.
    await waitFor(() => expect(screen.getByRole('slider')).toBeVisible());
  });

  it.each([
    ['names no theme', undefined],
    ['names a theme no preset has', 'light'],
  ])('shows Default chosen for a widget that %s (the default is what it is drawn in)', async (_, theme) => {
    renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
      path: '/admin/widget/edit/7?tab=theme',
      route: '/admin/widget/edit/:id/*',
      answers: { 'GET /api/widget/by-owner/7': ok(widget({ theme })) },
    });
    await screen.findByRole('region', { name: 'Theme preview (light)' });
    expect(screen.getByLabelText('Default')).toBeChecked();
    expect(screen.getByLabelText('Ocean')).not.toBeChecked();
    // Nothing changed: the panel has nothing to save.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
