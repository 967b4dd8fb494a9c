import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetEditRoute } from '../../routes/widget-edit';
import { ok, renderWidgetUi, widget } from '../../test/render';

jest.setTimeout(60_000);

// Whether the General panel's chunk fails to load this time (read when the editor imports it).
let mockGeneralChunkFails = false;
jest.mock('../general/general-panel', () => {
  const actual = jest.requireActual<typeof import('../general/general-panel')>('../general/general-panel');
  return {
    __esModule: true,
    get GeneralPanel() {
      if (mockGeneralChunkFails) throw new Error('Loading chunk general failed');
      return actual.GeneralPanel;
    },
  };
});

function renderGeneral() {
  return renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
    path: '/admin/widget/edit/7?tab=general',
    route: '/admin/widget/edit/:id/*',
    answers: { 'GET /api/widget/by-owner/7': ok(widget()) },
  });
}

describe("the editor's panels", () => {
  it('load when opened, and one that could not be loaded says so and loads again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockGeneralChunkFails = true;
    renderGeneral();
    expect(await screen.findByText('This section could not be loaded')).toBeVisible();
    expect(screen.getByText('Loading chunk general failed')).toBeVisible();

    mockGeneralChunkFails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Name')).toBeVisible();
    expect(screen.queryByText('This section could not be loaded')).not.toBeInTheDocument();
  });
});
