import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetConfig } from '@suite/shared/widget';
import { dialogTitled, ok, renderWidgetUi, widgetConfig, type Responder } from '../../test/render';
import { PagePreviewDialog } from './page-preview-dialog';
import { previewTheme } from './preview-draft';

/** The preview of `config`'s page, open, with the API answering `answers`. */
function renderPreview(config: WidgetConfig, answers: Record<string, Responder> = {}) {
  renderWidgetUi(
    <PagePreviewDialog
      open
      siteId="7"
      pageKey="main"
      draft={{ ...previewTheme(config), page: config.page }}
      onClose={() => undefined}
    />,
    { answers },
  );
}

describe('the page preview dialog', () => {
  it("draws the phone frame's border inside its width, so it fits a phone's dialog", async () => {
    const user = userEvent.setup();
    renderPreview(widgetConfig());
    const dialog = await dialogTitled('Main page preview');
    await user.click(within(dialog).getByText('Mobile'));
    // A phone's 390 pixels inside an 8-pixel border.
    expect(await screen.findByTitle('Mobile preview')).toHaveStyle({
      width: '406px',
      boxSizing: 'border-box',
      borderWidth: '8px',
    });
  });

  it('ends the page with the footer visitors get: the signature while its feature is active, Powered by while hiding it is not', async () => {
    const config = {
      ...widgetConfig({ name: 'Shop' }),
      footer: {
        hide_powered_by: true,
        customSignature: {
          enabled: true,
          text: 'Ana',
          link: 'https://ana.example',
          showAppName: true,
          showLoveBy: true,
        },
      },
    };
    renderPreview(config, {
      'GET /api/features/widget-signature': ok({
        feature: 'widget-signature',
        active: true,
        activeUntil: '2030-01-01T00:00:00.000Z',
      }),
      // Hidden in the settings, but its feature lapsed: visitors still read it.
      'GET /api/features/powered-by': ok({ feature: 'powered-by', active: false, activeUntil: null }),
    });
    const dialog = await dialogTitled('Main page preview');
    const footer = await within(dialog).findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Ana' })).toHaveAttribute(
      'href',
      'https://ana.example',
    );
    expect(footer).toHaveTextContent('Shop made with love by Ana');
    expect(within(footer).getByText('Powered by Site Builder')).toBeInTheDocument();
  });
});
