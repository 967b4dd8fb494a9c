import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetVersion, WidgetVersionSummary } from '@suite/shared/widget';
import { WidgetEditRoute } from '../../routes/widget-edit';
import {
  dialogTitled,
  errorBody,
  ok,
  renderWidgetUi,
  widget,
  widgetConfig,
  type Responder,
} from '../../test/render';

jest.setTimeout(120_000);

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const intro = { type: 'markdown', name: 'Intro', data: { source: '# Hi' } };
const faq = { type: 'markdown', name: 'FAQ', data: { source: 'Q' } };

function summary(version: number, overrides: Partial<WidgetVersionSummary> = {}): WidgetVersionSummary {
  return {
    version,
    savedAt: '2026-11-20T10:00:00.000Z',
    savedBy: WALLET,
    restoredFrom: null,
    changes: [],
    changeCount: 0,
    ...overrides,
  };
}

// The widget as the editor has it: version 3, with Intro and FAQ.
const current = widget({ page: { title: 'Main', layout: { type: 'list' }, sections: [intro, faq] } });

function renderHistory(answers: Record<string, Responder>) {
  return renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
    path: '/admin/widget/edit/7?tab=history',
    route: '/admin/widget/edit/:id/*',
    answers: { 'GET /api/widget/by-owner/7': ok(current), ...answers },
  });
}

const list = (items: WidgetVersionSummary[], totalItems = items.length) =>
  ok({ items, totalItems, currentPage: 0, pageSize: 10, kept: 100 });

describe('the History panel', () => {
  it('lists the versions newest first: who saved each, what it changed, the current one marked', async () => {
    renderHistory({
      'GET /api/widget/7/versions': list([
        summary(3, {
          changes: [
            { kind: 'settingChanged', setting: 'name' },
            { kind: 'sectionAdded', index: 1, type: 'markdown', name: 'FAQ' },
            { kind: 'sectionEdited', index: 0, type: 'markdown', name: 'Intro' },
            { kind: 'sectionMoved', index: 2, from: 0, type: 'video' },
          ],
          changeCount: 25,
        }),
        summary(2, { restoredFrom: 1 }),
        summary(1, { savedBy: null }),
      ]),
    });
    const versions = await screen.findByRole('list', { name: 'Saved versions' });
    const rows = within(versions).getAllByRole('listitem', { name: /^Version \d+$/ });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Version 3',
      'Version 2',
      'Version 1',
    ]);
    const newest = rows[0] as HTMLElement;
    expect(within(newest).getByText('Current')).toBeVisible();
    expect(within(newest).getByText(/by 0x7099…79C8/)).toBeVisible();
    expect(within(newest).getByText('Changed the name')).toBeVisible();
    expect(within(newest).getByText('Added section 2: FAQ (Markdown)')).toBeVisible();
    expect(within(newest).getByText('Edited section 1: Intro (Markdown)')).toBeVisible();
    expect(within(newest).getByText('and 22 more changes')).toBeVisible();
    expect(within(newest).getByRole('button', { name: 'Restore' })).toBeDisabled();
    expect(within(rows[1] as HTMLElement).getByText('Restores version 1')).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText(/before history was kept/)).toBeVisible();
    // A version without changes: the first is the creation, a later one changed nothing.
    expect(within(rows[2] as HTMLElement).getByText('Created, with no sections yet.')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('No changes to the version before it.')).toBeVisible();
    expect(screen.getByText(/The newest 100 versions are kept/)).toBeVisible();
  });

  it("shows the API's error with Retry, and the empty state", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderHistory({
      'GET /api/widget/7/versions': () =>
        fail ? errorBody(500, 'INTERNAL_SERVER_ERROR', 'Database unavailable') : list([]),
    });
    expect(await screen.findByText('Database unavailable')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No versions saved yet.')).toBeVisible();
  });

  it('compares a version with the current one, restores it after confirming, and reports a stale restore', async () => {
    const user = userEvent.setup();
    const first: WidgetVersion = {
      ...summary(1),
      configParsed: widgetConfig({
        name: 'Old shop',
        page: { title: 'Main', layout: { type: 'list' }, sections: [intro] },
      }),
    };
    const restores: unknown[] = [];
    const { api } = renderHistory({
      'GET /api/widget/7/versions': list([summary(3), summary(2), summary(1)]),
      'GET /api/widget/7/versions/1': ok(first),
      // Saved elsewhere since: the API refuses it as it refuses a stale save.
      'POST /api/widget/7/versions/2/restore': () =>
        errorBody(
          409,
          'CONFLICT',
          'This widget was changed elsewhere. Reload it to get the latest version.',
          'staleVersion',
        ),
      'POST /api/widget/7/versions/1/restore': ({ body }) => {
        restores.push(body);
        return ok({
          ...current,
          version: 4,
          configParsed: first.configParsed,
          config: JSON.stringify(first.configParsed),
        });
      },
    });
    const oldest = await screen.findByRole('listitem', { name: 'Version 1' });
    await user.click(within(oldest).getByRole('button', { name: 'Compare with current' }));
    const dialog = await dialogTitled('Version 1');
    const changes = await within(dialog).findByRole('list', { name: 'Changes' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Changed the name', 'Removed section 2: FAQ (Markdown)']);

    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    const confirm = await dialogTitled('Restore version 1?');
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version 1 restored as version 4')).toBeVisible();
    expect(restores).toEqual([{ baseVersion: 3 }]);
    await waitFor(() =>
      expect(api.calls.filter((call) => call.route === 'GET /api/widget/7/versions').length).toBeGreaterThan(
        1,
      ),
    );

    await user.click(
      within(await screen.findByRole('listitem', { name: 'Version 2' })).getByRole('button', {
        name: 'Restore',
      }),
    );
    await user.click(
      within(await dialogTitled('Restore version 2?')).getByRole('button', { name: 'Restore' }),
    );
    const stale = await dialogTitled('Version not restored');
    expect(within(stale).getByText(/This widget was changed elsewhere/)).toBeInTheDocument();
    expect(within(stale).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
