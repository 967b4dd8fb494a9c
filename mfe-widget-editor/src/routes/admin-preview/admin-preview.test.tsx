import { screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@suite/shared/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { writePreviewDraft, type PreviewDraft } from '../../features/preview/preview-draft';
import { errorBody, ok, renderWidgetUi, widget } from '../../test/render';
import { AdminPreviewRoute } from '.';

jest.setTimeout(60_000);

const draft: PreviewDraft = {
  page: {
    title: 'Main',
    layout: { type: 'list' },
    sections: [
      { type: 'markdown', name: 'Unsaved', data: {} },
      { type: 'markdown', name: 'Desktop only', data: {}, hideMobile: true },
    ],
  },
};

describe('the admin preview', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(async () => {
    await act(() => setLanguage('en'));
    localStorage.clear();
  });

  it('shows the editor draft for the platform, then each draft the editor posts', async () => {
    writePreviewDraft('7', 'main', draft);
    renderWidgetUi(<AdminPreviewRoute siteId="7" pageKey="main" platform="mobile" />);
    const rendered = await screen.findByRole('list', { name: 'Rendered page of site 7' });
    expect(
      within(rendered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unsaved']);
    // The theme's background fills the frame, however short the page (dark under a light body otherwise).
    expect(rendered.closest('[data-widget-theme]')).toHaveStyle({
      minHeight: '100vh',
      boxSizing: 'border-box',
    });

    const next: PreviewDraft = {
      page: { ...draft.page, sections: [{ type: 'markdown', name: 'Typed later', data: {} }] },
    };
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: 'suite:preview-draft', siteId: '7', pageKey: 'main', draft: next },
        }),
      );
    });
    expect(await screen.findByText('Typed later')).toBeVisible();
  });

  it('shows one section with index, and the saved page when there is no draft', async () => {
    renderWidgetUi(<AdminPreviewRoute siteId="7" pageKey="main" index={1} />, {
      answers: { 'GET /api/widget/by-owner/7': ok(widget({ page: { ...draft.page } })) },
    });
    const rendered = await screen.findByRole('list', { name: 'Rendered page of site 7' });
    expect(
      within(rendered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Desktop only']);
  });

  it('offers Retry when the saved page could not be read, and shows it once it is read', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderWidgetUi(<AdminPreviewRoute siteId="7" pageKey="main" />, {
      answers: {
        'GET /api/widget/by-owner/7': () =>
          failing
            ? errorBody(503, 'SERVICE_UNAVAILABLE', 'The server is busy')
            : ok(widget({ page: { ...draft.page } })),
      },
    });
    expect(await screen.findByText('The page could not be loaded')).toBeVisible();
    expect(screen.getByText('The server is busy')).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Rendered page of site 7' })).toBeVisible();
  });

  it('says a site that does not exist could not be loaded, with no Retry', async () => {
    renderWidgetUi(<AdminPreviewRoute siteId="7" pageKey="main" />, {
      answers: { 'GET /api/widget/by-owner/7': errorBody(404, 'NOT_FOUND', 'Widget not found') },
    });
    expect(await screen.findByText('The page could not be loaded')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("speaks the widget's language, as its visitors read it", async () => {
    writePreviewDraft('7', 'main', { ...draft, locale: 'pt-BR' });
    renderWidgetUi(<AdminPreviewRoute siteId="7" pageKey="main" platform="mobile" />);
    await screen.findByRole('list', { name: 'Rendered page of site 7' });
    await waitFor(() => expect(document.documentElement.lang).toBe('pt'));
  });
});
