import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Section, WidgetConfig, WidgetPage } from '@suite/shared/widget';
import { WidgetEditRoute } from '../../routes/widget-edit';
import { DIALOG_SECTION } from '../../test/fake-remotes';
import {
  dialogTitled,
  ok,
  postedConfig,
  renderWidgetUi,
  widget,
  type FakeCall,
  type Responder,
} from '../../test/render';
import { readPreviewDraft } from '../preview/preview-draft';

// The whole widget editor renders here: on a loaded two-core machine a test can take minutes.
jest.setTimeout(300_000);

function section(name: string, extra: Partial<Section> = {}): Section {
  return { type: 'markdown', name, data: { source: name }, ...extra };
}

/** Sections named `Section 1` to `Section {count}`. */
function numberedSections(count: number): Section[] {
  return Array.from({ length: count }, (_, at) => section(`Section ${at + 1}`));
}

function pageOf(sections: Section[]): WidgetPage {
  return { title: 'Main', layout: { type: 'list' }, sections };
}

/** The owner's API key, which the embed dialog's codes carry. */
const API_KEY_ANSWER = {
  'GET /api/api-key/by-account': ok({
    uuid: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    monthlyCount: 0,
    monthlyLimit: 1000,
  }),
};

function renderComponents(config: Partial<WidgetConfig>, answers: Record<string, Responder> = {}) {
  return renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
    path: '/admin/widget/edit/7?tab=components',
    route: '/admin/widget/edit/:id/*',
    answers: {
      'GET /api/widget/by-owner/7': ok(widget(config)),
      'POST /api/widget/upsert': ({ body }) => ok({ ...widget(postedConfig(body)), version: 4 }),
      ...answers,
    },
  });
}

function rows() {
  return within(screen.getByRole('list', { name: 'Page sections' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
}

async function more(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(screen.getByRole('button', { name: `More actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

/** Answers Remove in the "Remove section?" confirmation. */
async function confirmRemove(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await dialogTitled('Remove section?')).getByRole('button', { name: 'Remove' }));
}

async function saveAndRead(
  user: ReturnType<typeof userEvent.setup>,
  calls: FakeCall[],
): Promise<WidgetConfig> {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(within(await dialogTitled('Save changes?')).getByRole('button', { name: 'Save' }));
  await dialogTitled('Changes saved');
  const upsert = calls.filter((call) => call.route === 'POST /api/widget/upsert').at(-1);
  return postedConfig(upsert?.body);
}

describe('the page sections editor', () => {
  // The panel is a lazy chunk: its modules are compiled here, once, not inside the first test's wait.
  beforeAll(() => import('./components-panel'));

  it('adds through the section dialog (add and add custom), clones, removes after confirmation, and saves', async () => {
    const user = userEvent.setup();
    const { api } = renderComponents({
      page: pageOf([section('A'), section('B')]),
    });
    await screen.findByRole('list', { name: 'Page sections' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Section dialog' });
    expect(dialog).toHaveTextContent('add types: all site: 7 widget: 7');
    await user.click(within(dialog).getByRole('button', { name: 'Save section' }));
    expect(rows()).toEqual(['A', 'B', 'From the dialog']);

    await user.click(screen.getByRole('button', { name: 'Add custom section' }));
    expect(await screen.findByRole('dialog', { name: 'Section dialog' })).toHaveTextContent('types: custom');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));

    await more(user, 'A', 'Clone');
    expect(rows()).toEqual(['A', 'Clone of A', 'B', 'From the dialog']);

    await more(user, 'Clone of A', 'Delete');
    expect(await dialogTitled('Remove section?')).toHaveTextContent('"Clone of A" is removed from the page.');
    await confirmRemove(user);
    await waitFor(() => expect(rows()).toEqual(['A', 'B', 'From the dialog']));

    const saved = await saveAndRead(user, api.calls);
    expect(saved.page.sections.map((item) => item.name)).toEqual(['A', 'B', 'From the dialog']);
  });

  it('undoes and redoes each change, with the buttons and with Ctrl+Z and Ctrl+Shift+Z', async () => {
    const user = userEvent.setup();
    renderComponents({
      page: pageOf([section('A'), section('B')]),
    });
    await screen.findByRole('list', { name: 'Page sections' });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    await more(user, 'A', 'Clone');
    await user.click(screen.getByRole('button', { name: 'Move B up' }));
    expect(rows()).toEqual(['A', 'B', 'Clone of A']);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rows()).toEqual(['A', 'Clone of A', 'B']);
    await user.keyboard('{Control>}z{/Control}');
    expect(rows()).toEqual(['A', 'B']);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(rows()).toEqual(['A', 'Clone of A', 'B']);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(rows()).toEqual(['A', 'B', 'Clone of A']);
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  it('renames inline, moves up and down, hides on mobile, edits through the dialog and saves', async () => {
    const user = userEvent.setup();
    const { api } = renderComponents({
      page: pageOf([section('A'), section('B'), { ...DIALOG_SECTION }]),
    });
    await screen.findByRole('list', { name: 'Page sections' });

    await more(user, 'B', 'Rename');
    const input = screen.getByRole('textbox', { name: 'Section name' });
    await user.clear(input);
    await user.type(input, 'Not this{Escape}');
    expect(rows()).toEqual(['A', 'B', 'From the dialog']);
    await more(user, 'B', 'Rename');
    await user.clear(screen.getByRole('textbox', { name: 'Section name' }));
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), 'Bee{Enter}');
    expect(rows()).toEqual(['A', 'Bee', 'From the dialog']);

    await user.click(screen.getByRole('button', { name: 'Move From the dialog up' }));
    expect(rows()).toEqual(['A', 'From the dialog', 'Bee']);
    expect(screen.getByRole('button', { name: 'Move A up' })).toBeDisabled();

    await more(user, 'Bee', 'Hide on mobile');
    expect(within(screen.getByRole('listitem', { name: 'Bee' })).getByText('Hidden on mobile')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit A' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Section dialog' })).getByRole('button', {
        name: 'Save section',
      }),
    );
    expect(rows()).toEqual(['A edited', 'From the dialog', 'Bee']);

    const saved = await saveAndRead(user, api.calls);
    expect(saved.page.sections).toEqual([
      { type: 'markdown', name: 'A edited', data: { source: 'A' } },
      { type: 'markdown', name: 'From the dialog', data: { source: '# Hi' } },
      { type: 'markdown', name: 'Bee', data: { source: 'B' }, hideMobile: true },
    ]);
  });

  it('embeds a section at its place on the saved page, and asks to save a section changed since', async () => {
    const user = userEvent.setup();
    renderComponents({ page: pageOf([section('A'), section('B')]) }, API_KEY_ANSWER);
    await screen.findByRole('list', { name: 'Page sections' });
    // Unsaved: B moved above A. The embed page shows the saved page, where B is still second.
    await user.click(screen.getByRole('button', { name: 'Move B up' }));
    expect(rows()).toEqual(['B', 'A']);
    await more(user, 'B', 'Embed');
    const code = await screen.findByRole('textbox', { name: 'Iframe code' });
    expect(code).toHaveDisplayValue(/&amp;index=1"/);
    await user.click(within(await dialogTitled('Embed B')).getByRole('button', { name: 'Close' }));

    await more(user, 'A', 'Rename');
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), ' new{Enter}');
    await more(user, 'A new', 'Embed');
    const unsaved = await dialogTitled('Embed A new');
    expect(
      within(unsaved).getByText(
        'This section is not on the saved page as it is here. Save the page, then embed it: embed codes show the saved page.',
      ),
    ).toBeInTheDocument();
    expect(within(unsaved).queryByRole('textbox', { name: 'Iframe code' })).toBeNull();
    await user.click(within(unsaved).getByRole('button', { name: 'Close' }));

    // The whole page, changed since it was saved: its code is the saved page's, and it says so.
    await user.click(screen.getByRole('button', { name: 'Embed' }));
    const whole = await dialogTitled('Embed widget');
    expect(
      within(whole).getByText(
        'This page has changes not saved yet: the code shows the page as saved until you save it.',
      ),
    ).toBeInTheDocument();
    expect(await within(whole).findByRole('textbox', { name: 'Iframe code' })).toBeInTheDocument();
  });

  it('drops a section on the bottom of the first one into position 1', async () => {
    renderComponents({
      page: pageOf([section('A'), section('B'), section('C')]),
    });
    await screen.findByRole('list', { name: 'Page sections' });
    const first = screen.getByRole('listitem', { name: 'A' });
    first.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 100 });
    const dataTransfer = { setData: () => undefined, effectAllowed: '', dropEffect: '' };
    // jsdom has no DragEvent: the pointer's height is set on the generic event it makes.
    const at80 = (event: Event) => {
      Object.defineProperty(event, 'clientY', { value: 80 });
      return event;
    };
    fireEvent.dragStart(screen.getByRole('listitem', { name: 'C' }), { dataTransfer });
    fireEvent(first, at80(createEvent.dragOver(first, { dataTransfer })));
    fireEvent(first, at80(createEvent.drop(first, { dataTransfer })));
    expect(rows()).toEqual(['A', 'C', 'B']);
  });

  it('moves a section by keyboard drag: Space picks it up, the arrows move it, Escape puts it back, Space drops it', async () => {
    const user = userEvent.setup();
    renderComponents({
      page: pageOf([section('A'), section('B'), section('C')]),
    });
    await screen.findByRole('list', { name: 'Page sections' });
    const announced = () => document.getElementById('suite-live-announcements')?.textContent;
    expect(screen.getByRole('listitem', { name: 'A' })).toHaveAccessibleDescription(
      /press Space or Enter to pick it up/,
    );

    screen.getByRole('listitem', { name: 'A' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(announced()).toMatch(/^A picked up at position 1 of 3\./));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(rows()).toEqual(['B', 'C', 'A']);
    expect(screen.getByRole('listitem', { name: 'A' })).toHaveFocus();
    // Nothing changed yet: Escape puts it back, with nothing to undo.
    await user.keyboard('{Escape}');
    expect(rows()).toEqual(['A', 'B', 'C']);
    await waitFor(() => expect(announced()).toBe('Move cancelled: A is back at position 1 of 3'));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    await user.keyboard(' {ArrowDown} ');
    expect(rows()).toEqual(['B', 'A', 'C']);
    await waitFor(() => expect(announced()).toBe('A dropped at position 2 of 3'));
    expect(screen.getByRole('listitem', { name: 'A' })).toHaveFocus();
    // The drag is one change.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rows()).toEqual(['A', 'B', 'C']);
  });

  it('searches, filters by type and device, and pages 10 sections at a time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, at) =>
      section(`Section ${at + 1}`, at === 0 ? { type: 'video', hideDesktop: true } : {}),
    );
    renderComponents({ page: pageOf(many) });
    await screen.findByRole('list', { name: 'Page sections' });
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('12 sections')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search sections' }), 'section 1');
    expect(rows()).toEqual(['Section 1', 'Section 10', 'Section 11', 'Section 12']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search sections' }));

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = screen.getByRole('region', { name: 'Filters' });
    await user.click(within(filters).getByLabelText('Device'));
    await user.click(await screen.findByTitle('Shown on desktop'));
    expect(screen.getByText('11 sections')).toBeVisible();
    expect(rows()).not.toContain('Section 1');
  });

  it("lists a section of the seed's unlabelled types as not editable here, and keeps it on save", async () => {
    const user = userEvent.setup();
    const stake: Section = { type: 'stake', name: 'Staking', data: { pool: 'main' } };
    const { api } = renderComponents({
      page: pageOf([section('A'), stake]),
    });
    await screen.findByRole('list', { name: 'Page sections' });
    const row = screen.getByRole('listitem', { name: 'Staking' });
    expect(within(row).getByText('Not editable here')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Edit Staking' })).toBeDisabled();
    expect(
      within(screen.getByRole('listitem', { name: 'A' })).getByRole('button', { name: 'Edit A' }),
    ).toBeEnabled();
    await more(user, 'A', 'Clone');
    const saved = await saveAndRead(user, api.calls);
    expect(saved.page.sections.map((item) => item.type)).toEqual(['markdown', 'markdown', 'stake']);
    expect(saved.page.sections[2]).toEqual(stake);
  });

  it('edits the page title and layout, and previews the unsaved draft on mobile', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    renderComponents({
      page: pageOf([section('A'), section('B', { hideMobile: true })]),
    });
    await screen.findByRole('list', { name: 'Page sections' });

    await user.click(screen.getByRole('button', { name: 'Edit page title' }));
    await user.clear(screen.getByRole('textbox', { name: 'Page title' }));
    await user.type(screen.getByRole('textbox', { name: 'Page title' }), 'Shop{Enter}');
    expect(screen.getByRole('heading', { name: 'Shop', level: 3 })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit layout' }));
    const layout = await dialogTitled('Edit page layout');
    await user.click(within(layout).getByLabelText('Tabs'));
    expect(within(layout).getByLabelText('Tabs on desktop')).toBeInTheDocument();
    await user.click(within(layout).getByRole('button', { name: 'Apply' }));

    await user.click(screen.getByRole('button', { name: 'Preview A' }));
    expect(await screen.findByText('Rendered A')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await dialogTitled('Shop page preview');
    await user.click(within(preview).getByText('Mobile'));
    const frame = await within(preview).findByTitle('Mobile preview');
    expect(frame).toHaveAttribute('src', '/admin/preview/7/main?platform=mobile&themeMode=light');
    expect(readPreviewDraft('7', 'main')?.page).toMatchObject({ title: 'Shop', layout: { type: 'tabs' } });
  });
  it('says the page has unsaved changes when only its layout changed: the embed draws the saved one', async () => {
    const user = userEvent.setup();
    renderComponents({ page: pageOf([section('A'), section('B')]) }, API_KEY_ANSWER);
    await screen.findByRole('list', { name: 'Page sections' });
    await user.click(screen.getByRole('button', { name: 'Edit layout' }));
    const layout = await dialogTitled('Edit page layout');
    await user.click(within(layout).getByLabelText('Tabs'));
    await user.click(within(layout).getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Embed' }));
    const whole = await dialogTitled('Embed widget');
    expect(
      within(whole).getByText(
        'This page has changes not saved yet: the code shows the page as saved until you save it.',
      ),
    ).toBeInTheDocument();
  });

  it('embeds a section renamed and renamed back as the saved one: sections are compared by value', async () => {
    const user = userEvent.setup();
    renderComponents({ page: pageOf([section('A'), section('B')]) }, API_KEY_ANSWER);
    await screen.findByRole('list', { name: 'Page sections' });
    // Renaming rebuilds the section with its keys in another order; renamed back, it is the saved one.
    const renames: [string, string][] = [
      ['B', 'Bee'],
      ['Bee', 'B'],
    ];
    for (const [from, to] of renames) {
      await more(user, from, 'Rename');
      await user.clear(screen.getByRole('textbox', { name: 'Section name' }));
      await user.type(screen.getByRole('textbox', { name: 'Section name' }), `${to}{Enter}`);
    }
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await more(user, 'B', 'Embed');
    expect(await screen.findByRole('textbox', { name: 'Iframe code' })).toHaveDisplayValue(/&amp;index=1"/);
  });

  it('keeps an inline preview on the section it was opened on through undo and redo', async () => {
    const user = userEvent.setup();
    renderComponents({ page: pageOf([section('A'), section('B')]) });
    await screen.findByRole('list', { name: 'Page sections' });
    await more(user, 'A', 'Delete');
    await confirmRemove(user);
    await waitFor(() => expect(rows()).toEqual(['B']));
    await user.click(screen.getByRole('button', { name: 'Preview B' }));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    // B's row is drawn anew at its old place: its preview loads again.
    expect(await screen.findByText('Rendered B')).toBeVisible();
    expect(rows()).toEqual(['A', 'B']);
    expect(screen.queryByRole('button', { name: 'Hide preview of A' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide preview of B' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(await screen.findByText('Rendered B')).toBeVisible();
    expect(rows()).toEqual(['B']);
    expect(screen.getByRole('button', { name: 'Hide preview of B' })).toBeVisible();
  });

  it('moves the focus to the next section shown when Delete removes one from a searched list', async () => {
    const user = userEvent.setup();
    renderComponents({ page: pageOf([section('B1'), section('C'), section('B2')]) });
    await screen.findByRole('list', { name: 'Page sections' });
    await user.type(screen.getByRole('searchbox', { name: 'Search sections' }), 'B');
    expect(rows()).toEqual(['B1', 'B2']);

    // Leaving the search box updates it: in act.
    act(() => screen.getByRole('listitem', { name: 'B1' }).focus());
    await user.keyboard('{Delete}');
    await confirmRemove(user);
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'B2' })).toHaveFocus());

    // None left to show: the focus stays in the list's place.
    await user.keyboard('{Delete}');
    await confirmRemove(user);
    const noMatch = await screen.findByText('No section matches the search or the filters.');
    await waitFor(() => expect(document.activeElement).toContainElement(noMatch));
    expect(document.activeElement).not.toBe(document.body);
  });

  it("moves the focus as Delete does when the section's menu deletes it, in a plain and a searched list", async () => {
    const user = userEvent.setup();
    renderComponents({
      page: pageOf([section('A'), section('B1'), section('C'), section('B2'), section('D')]),
    });
    await screen.findByRole('list', { name: 'Page sections' });
    // The focus is checked once the confirmation has closed: closing, it gives the focus back.
    async function deleteByMenu(name: string) {
      await more(user, name, 'Delete');
      await confirmRemove(user);
      await waitFor(() => expect(screen.queryByText('Remove section?')).toBeNull());
    }

    // The last section: the one before it takes the focus; another, the next one.
    await deleteByMenu('D');
    expect(screen.getByRole('listitem', { name: 'B2' })).toHaveFocus();
    await deleteByMenu('A');
    expect(screen.getByRole('listitem', { name: 'B1' })).toHaveFocus();

    // Searched: the next section shown, past one the search hides.
    await user.type(screen.getByRole('searchbox', { name: 'Search sections' }), 'B');
    expect(rows()).toEqual(['B1', 'B2']);
    await deleteByMenu('B1');
    expect(screen.getByRole('listitem', { name: 'B2' })).toHaveFocus();

    // None left to show: the list's place keeps the focus.
    await deleteByMenu('B2');
    const noMatch = screen.getByText('No section matches the search or the filters.');
    expect(document.activeElement).toContainElement(noMatch);
  });

  it("draws a section's inline preview in the widget's theme", async () => {
    const user = userEvent.setup();
    const colours = { colorTextBase: '#123456' };
    renderComponents({
      theme: 'custom',
      customThemeLight: colours,
      customThemeDark: colours,
      page: pageOf([section('A')]),
    });
    await screen.findByRole('list', { name: 'Page sections' });
    await user.click(screen.getByRole('button', { name: 'Preview A' }));
    const surface = (await screen.findByText('Rendered A')).closest<HTMLElement>('[data-widget-theme]');
    expect(surface?.style.color).toMatch(/^rgba\(18, 52, 86,/);
  });

  it('adds no undo step for a change that changes nothing', async () => {
    const user = userEvent.setup();
    renderComponents({ page: pageOf([section('A')]) });
    await screen.findByRole('list', { name: 'Page sections' });

    await user.click(screen.getByRole('button', { name: 'Edit layout' }));
    await user.click(within(await dialogTitled('Edit page layout')).getByRole('button', { name: 'Apply' }));
    await more(user, 'A', 'Rename');
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), '{Enter}');
    await user.click(screen.getByRole('button', { name: 'Edit page title' }));
    await user.type(screen.getByRole('textbox', { name: 'Page title' }), '{Enter}');

    expect(rows()).toEqual(['A']);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('shows the page of the list where an added or cloned section lands', async () => {
    const user = userEvent.setup();
    renderComponents({ page: pageOf(numberedSections(11)) });
    await screen.findByRole('list', { name: 'Page sections' });

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Section dialog' })).getByRole('button', {
        name: 'Save section',
      }),
    );
    expect(rows()).toEqual(['Section 11', 'From the dialog']);
    // Said to screen readers only: the one toast seen is the dialog's 'Section created'.
    const announced = () => document.getElementById('suite-live-announcements')?.textContent;
    await waitFor(() => expect(announced()).toBe('From the dialog added at position 12 of 12'));
    expect(screen.getByText('From the dialog added at position 12 of 12')).toHaveAttribute(
      'id',
      'suite-live-announcements',
    );

    await user.click(screen.getByRole('listitem', { name: '1' }));
    await more(user, 'Section 10', 'Clone');
    expect(rows()).toEqual(['Clone of Section 10', 'Section 11', 'From the dialog']);
    expect(screen.getByRole('listitem', { name: 'Clone of Section 10' })).toHaveFocus();
  });

  it('stays on the page the list was brought back to when the list grows again', async () => {
    const user = userEvent.setup();
    renderComponents({ page: pageOf(numberedSections(11)) });
    await screen.findByRole('list', { name: 'Page sections' });
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(rows()).toEqual(['Section 11']);

    await more(user, 'Section 11', 'Delete');
    await confirmRemove(user);
    await waitFor(() => expect(rows()).toEqual(numberedSections(10).map((item) => item.name)));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rows()).toEqual(numberedSections(10).map((item) => item.name));
  });
});
