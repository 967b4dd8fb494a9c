import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PartnerProduct } from './partner-product';
import type { Section } from './section-editors';

const REMOTE_ENTRY = 'http://localhost:3003/remoteEntry.js';

// The remote's modules as this page loads them, each failing while its flag says so.
const mockFailing = { dialog: false, page: false };

interface FakeDialogProps {
  open: boolean;
  types?: string[];
  onSave: (section: Section) => void;
  onClose: () => void;
}

jest.mock('./section-editors', () => ({
  SESSION_FREE_TYPES: ['markdown'],
  loadSectionDialog: async () => {
    if (mockFailing.dialog) throw new Error('Loading script failed');
    return {
      default: ({ open, types, onSave, onClose }: FakeDialogProps) =>
        open ? (
          <div role="dialog" aria-label="Add section">
            <p>Offers: {types?.join(', ')}</p>
            <button
              type="button"
              onClick={() => {
                onSave({ type: 'markdown', name: 'Notes', data: { source: 'Hello partners' } });
                onClose();
              }}
            >
              Save
            </button>
          </div>
        ) : null,
    };
  },
  loadPageRenderer: async () => {
    if (mockFailing.page) throw new Error('Loading chunk page failed');
    return {
      default: ({ sections }: { sections: Section[] }) => (
        <>
          {sections.map((section) => (
            <p key={section.name}>{String(section.data.source)}</p>
          ))}
        </>
      ),
    };
  },
}));

beforeEach(() => {
  mockFailing.dialog = false;
  mockFailing.page = false;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** Presses a button the way a click does, letting what it starts (a lazy load) settle. */
const user = {
  click: (element: HTMLElement) =>
    act(async () => {
      fireEvent.click(element);
      await Promise.resolve();
    }),
};

function renderPage() {
  render(<PartnerProduct apiBaseUrl="" remoteEntry={REMOTE_ENTRY} />);
  return user;
}

describe('the partner product', () => {
  it('keeps its page when the section editor cannot be loaded, and loads it again on Retry', async () => {
    const user = renderPage();
    mockFailing.dialog = true;
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The section editor could not be loaded from ${REMOTE_ENTRY}: Loading script failed`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Partner product' })).toBeVisible();
    expect(screen.getByText('No sections yet. Add a section to start your page.')).toBeVisible();

    mockFailing.dialog = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add section' });
    // Only the types that need nobody signed in: this page has no sign-in.
    expect(dialog).toHaveTextContent('Offers: markdown');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hello partners')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the section editor when its page cannot be drawn, and draws it again on Retry', async () => {
    const user = renderPage();
    mockFailing.page = true;
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    const page = screen.getByRole('region', { name: 'Your page' });
    expect(await within(page).findByRole('alert')).toHaveTextContent(
      `Your page could not be loaded from ${REMOTE_ENTRY}: Loading chunk page failed`,
    );
    // The editor is still there to add another section.
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(await screen.findByRole('dialog', { name: 'Add section' })).toBeVisible();

    mockFailing.page = false;
    await user.click(within(page).getByRole('button', { name: 'Retry' }));
    expect(await within(page).findByText('Hello partners')).toBeVisible();
  });
});
