import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogTitled, renderWidgetUi, widgetConfig } from '../../test/render';
import { PagePreviewDialog } from './page-preview-dialog';
import { previewTheme } from './preview-draft';

describe('the page preview dialog', () => {
  it("draws the phone frame's border inside its width, so it fits a phone's dialog", async () => {
    const user = userEvent.setup();
    const config = widgetConfig();
    renderWidgetUi(
      <PagePreviewDialog
        open
        siteId="7"
        pageKey="main"
        draft={{ ...previewTheme(config), page: config.page }}
        onClose={() => undefined}
      />,
    );
    const dialog = await dialogTitled('Main page preview');
    await user.click(within(dialog).getByText('Mobile'));
    // A phone's 390 pixels inside an 8-pixel border.
    expect(await screen.findByTitle('Mobile preview')).toHaveStyle({
      width: '406px',
      boxSizing: 'border-box',
      borderWidth: '8px',
    });
  });
});
