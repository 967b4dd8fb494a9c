import { useState, type ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Section } from '@suite/shared/widget';
import { confirmLeaveUnsaved, SuiteProviders, useFeedback, useLeaveGuard } from '@suite/shared/react';
import { SectionDialog, type SectionDialogViewProps } from './section-dialog';
import { layOutAt } from '../../test/laid-out';
import { NFT_ADDRESS } from '../../test/nft-test-data';

// antd's dialog and forms are slow in jsdom.
jest.setTimeout(60_000);

// The dialog's editor and preview sit in a split that draws its panes once it knows its size.
layOutAt();

const VIDEO: Section = {
  type: 'video',
  name: 'Launch video',
  data: { title: 'Launch', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', embedType: 'youtube' },
};

function renderDialog(props: Partial<SectionDialogViewProps> = {}) {
  const handlers = { onSave: jest.fn(), onClose: jest.fn(), onChange: jest.fn() };
  render(
    <SuiteProviders>
      <SectionDialog open mode="add" {...handlers} {...props} />
    </SuiteProviders>,
  );
  return { ...handlers, user: userEvent.setup({ delay: null }) };
}

/** `Page` at `/page` of a data router (a host's, as the shell's), `/orders` beside it to navigate to. */
function renderAtPage(Page: () => ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/orders', Component: () => null },
      { path: '/page', Component: Page },
    ],
    { initialEntries: ['/page'] },
  );
  render(
    <SuiteProviders>
      <RouterProvider router={router} />
    </SuiteProviders>,
  );
  return router;
}

/** A desktop's, a small tablet's and a phone's window width, in px. */
const DESKTOP = 1000;
const TABLET = 600;
const PHONE = 390;

/** Whether a media query antd's breakpoints ask (`(min-width: 576px)`, `(max-width: 575px)`) matches. */
function matchesAt(width: number, query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/**
 * A window whose width can change while the dialog is open: each query antd watches hears the
 * change, as a resize across a breakpoint makes the browser tell it.
 */
function resizableWindow(width: number): { resize: (toWidth: number) => void } {
  let current = width;
  const listeners = new Map<string, Set<EventListenerOrEventListenerObject>>();
  window.matchMedia = (query: string) => ({
    get matches() {
      return matchesAt(current, query);
    },
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      const forQuery = listeners.get(query) ?? new Set();
      forQuery.add(listener);
      listeners.set(query, forQuery);
    },
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.get(query)?.delete(listener);
    },
    dispatchEvent: () => false,
  });
  return {
    resize(toWidth) {
      current = toWidth;
      act(() => {
        for (const [query, forQuery] of listeners) {
          const change = Object.assign(new Event('change'), {
            matches: matchesAt(current, query),
            media: query,
          });
          for (const listener of forQuery) {
            if (typeof listener === 'function') listener(change);
            else listener.handleEvent(change);
          }
        }
      });
    },
  };
}

describe('SectionDialog, add mode', () => {
  it('starts with the picker, offering every type of the catalog', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Add section' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Video' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Markdown' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Swap' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accordion' })).toBeInTheDocument();
  });

  it('opens the picked type, previews it live, attaches the name and says Section created', async () => {
    const { user, onChange, onSave, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Video' }));
    await user.type(await screen.findByLabelText('Title'), 'Our launch');
    expect(screen.getByRole('heading', { name: 'Preview section' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Video URL'));
    await user.paste('https://youtu.be/dQw4w9WgXcQ');
    // The dialog's live preview; the video editor shows its own player too, once the URL has stayed
    // the same for its delay (sooner than this query on a busy machine).
    const preview = within(screen.getByRole('region', { name: 'Preview section' }));
    expect(await preview.findByTitle('Our launch')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), ' Hero ');
    const expected = {
      type: 'video',
      name: 'Hero',
      data: { title: 'Our launch', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', embedType: 'youtube' },
    };
    expect(onChange).toHaveBeenLastCalledWith(expected);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expected);
    expect(await screen.findByText('Section created')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('reports a change only when the section differs from its previous value', async () => {
    const { user, onChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Markdown' }));
    const content = await screen.findByLabelText('Content');
    await user.type(content, 'a');
    const sources = () => onChange.mock.calls.map(([section]) => section.data.source);
    // The new section with its defaults, then the typed letter.
    expect(sources()).toEqual(['', 'a']);
    // Blanks around a name are not kept, so the section is the same: nothing is reported.
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), '  ');
    await user.click(screen.getByRole('heading', { name: 'Markdown' }));
    expect(sources()).toEqual(['', 'a']);
    await user.type(content, '{Backspace}');
    expect(sources()).toEqual(['', 'a', '']);
  });

  it('goes back to the picker from an editor, and closes from the picker', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Video' }));
    expect(await screen.findByLabelText('Video URL')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Search sections' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('has a close button', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes at once with a picked type left as it started, and asks once it is edited', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Video' }));
    await screen.findByLabelText('Title');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Title'), 'Our launch');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('textbox', { name: 'Search sections' })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('never offers a type outside the types prop', () => {
    renderDialog({ types: ['markdown', 'swap'] });
    expect(screen.getByRole('button', { name: 'Markdown' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Swap' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Video' })).not.toBeInTheDocument();
  });
});

describe('SectionDialog, edit mode', () => {
  it('just closes when saved with no change', async () => {
    const { user, onSave, onClose } = renderDialog({ mode: 'edit', section: VIDEO });
    const save = await screen.findByRole('button', { name: 'Save' });
    // The form validates its saved values once mounted; Save is enabled once they pass.
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByText('Section created')).not.toBeInTheDocument();
  });

  it('saves a changed section, keeping its name', async () => {
    const { user, onSave } = renderDialog({ mode: 'edit', section: VIDEO });
    await user.type(await screen.findByLabelText('Title'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...VIDEO, data: { ...VIDEO.data, title: 'Launch 2' } });
    expect(screen.queryByText('Section created')).not.toBeInTheDocument();
  });

  it("says which saved settings it could not keep, in the editor's words, and Save writes what it shows", async () => {
    // A call to action saved with a variant no longer offered.
    const saved: Section = {
      type: 'call-to-action',
      name: 'Mint',
      data: {
        variant: 'medium',
        title: 'Join the mint',
        subtitle: 'Only 500 passes',
        button: { title: 'Mint now', url: 'https://example.com/mint', openInNewPage: false },
        items: [{ type: 'asset', chainId: 1, contractAddress: NFT_ADDRESS, tokenId: '1', title: 'Ape' }],
      },
    };
    const { user, onSave } = renderDialog({ mode: 'edit', section: saved });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Some saved settings are no longer offered');
    expect(notice).toHaveTextContent(
      'They are shown with their defaults, and Save keeps those: Variant. Close without saving to leave the section as it is.',
    );
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({ ...saved, data: { ...saved.data, variant: 'light' } });
  });

  it('does not name a value its editor derives: a video stored with an embed type no longer offered', async () => {
    // The video editor opens with its URL's embed type, whatever was stored: nothing of the owner's is lost.
    const saved: Section = { ...VIDEO, data: { ...VIDEO.data, embedType: 'dailymotion' } };
    const { user, onSave } = renderDialog({ mode: 'edit', section: saved });
    await user.type(await screen.findByLabelText('Title'), ' 2');
    expect(screen.queryByText('Some saved settings are no longer offered')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...VIDEO, data: { ...VIDEO.data, title: 'Launch 2' } });
  });

  it('says nothing of a saved section it keeps whole', async () => {
    renderDialog({ mode: 'edit', section: VIDEO });
    await screen.findByLabelText('Title');
    expect(screen.queryByText('Some saved settings are no longer offered')).not.toBeInTheDocument();
    expect(screen.queryByText('The saved settings could not be read')).not.toBeInTheDocument();
  });

  it('closes on Back', async () => {
    const { user, onClose } = renderDialog({ mode: 'edit', section: VIDEO });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renames inline: Enter commits and saves, Escape cancels, blur closes', async () => {
    const { user, onSave, onClose } = renderDialog({ mode: 'edit', section: { ...VIDEO, name: undefined } });
    await user.click(screen.getByRole('button', { name: 'Rename section Unnamed Section' }));
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), 'Hero{Escape}');
    expect(screen.getByRole('button', { name: 'Rename section Unnamed Section' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rename section Unnamed Section' }));
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), 'Hero');
    await user.click(screen.getByRole('heading', { name: 'Video' }));
    expect(screen.getByRole('button', { name: 'Rename section Unnamed Section' })).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rename section Unnamed Section' }));
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), 'Hero{Enter}');
    expect(onSave).toHaveBeenCalledWith({ ...VIDEO, name: 'Hero' });
    expect(screen.getByRole('button', { name: 'Rename section Hero' })).toBeInTheDocument();
  });

  it('leaves an unchanged section at once: Escape, Close, Cancel', async () => {
    const { user, onClose } = renderDialog({ mode: 'edit', section: VIDEO });
    await screen.findByLabelText('Title');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(screen.queryByText('Discard changes?')).not.toBeInTheDocument();
  });

  it('asks before discarding a changed section on Escape, Close and Cancel, and keeps it on Keep editing', async () => {
    const { user, onClose, onSave } = renderDialog({ mode: 'edit', section: VIDEO });
    const title = await screen.findByLabelText('Title');
    await user.type(title, ' 2');

    for (const leave of [
      () => user.keyboard('{Escape}'),
      () => user.click(screen.getByRole('button', { name: 'Close' })),
      () => user.click(screen.getByRole('button', { name: 'Cancel' })),
    ]) {
      await leave();
      const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
      expect(
        within(confirm).getByText('This section has changes that are not saved. Discard them?'),
      ).toBeInTheDocument();
      await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument(),
      );
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Title')).toHaveValue('Launch 2');
    }

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks on a click outside the dialog once the section is changed', async () => {
    const { user, onClose } = renderDialog({ mode: 'edit', section: VIDEO });
    await user.type(await screen.findByLabelText('Title'), ' 2');
    const outside = document.querySelector('.ant-modal-wrap');
    if (!(outside instanceof HTMLElement)) throw new Error('the dialog has no outside to click');
    await user.click(outside);
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("asks before the browser's Back leaves a page where the dialog is open by state (the widget editor)", async () => {
    const handlers = { onSave: jest.fn(), onClose: jest.fn(), onChange: jest.fn() };
    const router = createMemoryRouter(
      [
        { path: '/sections', Component: () => null },
        {
          path: '/page',
          Component: () => <SectionDialog open mode="edit" section={VIDEO} {...handlers} />,
        },
      ],
      { initialEntries: ['/sections', '/page'], initialIndex: 1 },
    );
    render(
      <SuiteProviders>
        <RouterProvider router={router} />
      </SuiteProviders>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Title'), ' 2');

    await act(() => router.navigate(-1));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(router.state.location.pathname).toBe('/page');
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/page'));
    expect(screen.getByLabelText('Title')).toHaveValue('Launch 2');

    await act(() => router.navigate(-1));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/sections'));
    expect(handlers.onSave).not.toHaveBeenCalled();
  });

  it('asks before a link of the host leaves a changed section, and before Log out (confirmLeaveUnsaved)', async () => {
    const handlers = { onSave: jest.fn(), onClose: jest.fn(), onChange: jest.fn() };
    const loggedOut = jest.fn();
    function PageWithHeader() {
      // The header's Log out as mfe_auth's account menu runs it.
      const { modal } = useFeedback();
      return (
        <>
          <button type="button" onClick={() => confirmLeaveUnsaved(modal, loggedOut)}>
            Log out
          </button>
          <SectionDialog open mode="edit" section={VIDEO} {...handlers} />
        </>
      );
    }
    const router = renderAtPage(PageWithHeader);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Title'), ' 2');

    // A menu of the shell: a push, not the browser's Back.
    await act(() => router.navigate('/orders'));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(router.state.location.pathname).toBe('/page');

    // The header's Log out, another app's way out.
    await user.click(screen.getByRole('button', { name: 'Log out', hidden: true }));
    expect(loggedOut).not.toHaveBeenCalled();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it("leaves the page's own guard its say while an unchanged section is open (the widget editor's unsaved page)", async () => {
    const handlers = { onSave: jest.fn(), onClose: jest.fn(), onChange: jest.fn() };
    const pageTexts = {
      title: 'Leave without saving',
      content: 'The page has changes.',
      leave: 'Leave',
      stay: 'Stay',
    };
    // The dialog opens after the page's guard stands, as the widget editor's Edit opens it: its guard
    // is then the router's newest blocker, the only one react-router heeds.
    function EditedPage() {
      useLeaveGuard(true, pageTexts);
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Edit
          </button>
          {open ? <SectionDialog open mode="edit" section={VIDEO} {...handlers} /> : null}
        </>
      );
    }
    const router = renderAtPage(EditedPage);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByLabelText('Title');

    await act(() => router.navigate('/orders'));
    const confirm = await screen.findByRole('dialog', { name: 'Leave without saving' });
    expect(router.state.location.pathname).toBe('/page');
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it('counts a section changed back to what it was as unchanged, and a saved rename as the new start', async () => {
    const { user, onClose } = renderDialog({ mode: 'edit', section: VIDEO });
    const title = await screen.findByLabelText('Title');
    await user.type(title, ' 2');
    await user.type(title, '{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Rename section Launch video' }));
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), ' 2{Enter}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByText('Discard changes?')).not.toBeInTheDocument();
  });

  it("reloads the preview's video only once the URL stopped changing for 500 ms", async () => {
    jest.useFakeTimers();
    try {
      const handlers = { onSave: jest.fn(), onClose: jest.fn(), onChange: jest.fn() };
      render(
        <SuiteProviders>
          <SectionDialog open mode="edit" section={VIDEO} {...handlers} />
        </SuiteProviders>,
      );
      const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
      const preview = within(screen.getByRole('region', { name: 'Preview section' }));
      const player = async () => preview.findByTitle('Launch');
      const before = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
      expect(await player()).toHaveAttribute('src', before);

      const url = await screen.findByLabelText('Video URL');
      await user.clear(url);
      await user.type(url, 'https://youtu.be/9bZkp7q19f0');
      expect(handlers.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          data: expect.objectContaining({ videoUrl: 'https://youtu.be/9bZkp7q19f0' }),
        }),
      );
      expect(await player()).toHaveAttribute('src', before);
      act(() => jest.advanceTimersByTime(499));
      expect(await player()).toHaveAttribute('src', before);
      act(() => jest.advanceTimersByTime(1));
      expect(await player()).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/9bZkp7q19f0');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so, rather than a dead end, for a type this remote has no editor for (a plugin)', () => {
    renderDialog({ mode: 'edit', section: { type: 'nft-drop', data: {} } });
    expect(screen.getByText('nft-drop sections cannot be edited here yet')).toBeInTheDocument();
  });
});

describe('SectionDialog layout', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('splits editor and preview side by side on a desktop', async () => {
    resizableWindow(DESKTOP);
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Video' }));
    await screen.findByLabelText('Title');
    // The bar between two panes side by side is an upright line.
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('stacks them on a phone, the editor above the preview', async () => {
    resizableWindow(PHONE);
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Video' }));
    const title = await screen.findByLabelText('Title');
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'horizontal');
    const preview = screen.getByRole('heading', { name: 'Preview section' });
    expect(title.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("keeps them side by side from antd's sm breakpoint (576 px): a small tablet", async () => {
    resizableWindow(TABLET);
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Video' }));
    await screen.findByLabelText('Title');
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('names the bar between them and resizes them from the keyboard, the editor from 40%', async () => {
    resizableWindow(DESKTOP);
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Video' }));
    await screen.findByLabelText('Title');
    const bar = screen.getByRole('separator', { name: 'Resize the editor and the preview' });
    // The split measures 1200 px (test/laid-out.ts), less the bar's 8: the editor has 40% of it.
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(1192 * 0.4)));
    expect(bar).toHaveAttribute('aria-valuemin', String(Math.round(1200 * 0.3)));
    bar.focus();
    expect(bar).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(1192 * 0.4 + 10)));
    await user.keyboard('{Home}');
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(1200 * 0.3)));
  });

  it('keeps what was typed in the editor when the window crosses the breakpoint', async () => {
    const browser = resizableWindow(DESKTOP);
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Video' }));
    await user.type(await screen.findByLabelText('Title'), 'Unsaved title');

    browser.resize(PHONE);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'horizontal');
    expect(screen.getByLabelText('Title')).toHaveValue('Unsaved title');

    browser.resize(DESKTOP);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getByLabelText('Title')).toHaveValue('Unsaved title');
  });

  it('sits at stacking level 1200', () => {
    renderDialog();
    const wrap = document.querySelector('.ant-modal-wrap');
    expect(wrap).toHaveStyle({ zIndex: '1200' });
  });
});
