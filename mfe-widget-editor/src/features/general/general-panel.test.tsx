import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetConfig } from '@suite/shared/widget';
import { WidgetEditRoute } from '../../routes/widget-edit';
import { dialogTitled, ok, postedConfig, renderWidgetUi, widget } from '../../test/render';

jest.setTimeout(90_000);

function renderGeneral(overrides: Partial<WidgetConfig> = {}) {
  return renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
    path: '/admin/widget/edit/7?tab=general',
    route: '/admin/widget/edit/:id/*',
    answers: {
      'GET /api/widget/by-owner/7': ok(widget(overrides)),
      'POST /api/widget/upsert': ({ body }) => ok({ ...widget(postedConfig(body)), version: 4 }),
    },
  });
}

/** The titles of the options of the select list that is open. */
function openOptions(): string[] {
  return Array.from(
    document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ).map((option) => option.getAttribute('title') ?? '');
}

describe('the General panel', () => {
  it("offers as Language exactly the languages the site speaks, and keeps a widget's saved one", async () => {
    const user = userEvent.setup();
    const { api } = renderGeneral({ locale: 'pt-BR' });
    const language = await screen.findByRole('combobox', { name: 'Language' });
    const field = language.closest<HTMLElement>('.ant-select');
    if (!field) throw new Error('No Language select');
    expect(within(field).getByText('Portuguese (Brazil) (pt-BR)')).toBeVisible();

    await user.click(language);
    await waitFor(() =>
      expect(openOptions()).toEqual(['English (en)', 'Spanish (es)', 'Portuguese (Brazil) (pt-BR)']),
    );

    await user.click(screen.getByTitle('Spanish (es)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await dialogTitled('Save changes?')).getByRole('button', { name: 'Save' }));
    await dialogTitled('Changes saved');
    const upsert = api.calls.find((call) => call.route === 'POST /api/widget/upsert');
    expect(postedConfig(upsert?.body).locale).toBe('es');
  });
});
