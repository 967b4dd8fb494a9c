import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SuiteProviders } from '@suite/shared/react';
import { SectionCatalogRoute } from '../section-catalog';
import { PageComposerRoute } from '.';
import { layOutAt } from '../../test/laid-out';

jest.setTimeout(60_000);

// The dialog's editor and preview sit in a split that draws its panes once it knows its size.
layOutAt();

function renderApp(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', Component: SectionCatalogRoute },
      { path: '/sections/new?', Component: PageComposerRoute },
    ],
    { initialEntries: [url] },
  );
  render(
    <SuiteProviders>
      <RouterProvider router={router} />
    </SuiteProviders>,
  );
  return router;
}

describe('PageComposerRoute', () => {
  it('is reached from the catalog by Add section, starts empty, and renders each saved section', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(router.state.location.pathname).toBe('/sections/new');

    const dialog = await screen.findByRole('dialog');
    expect(screen.getByText('No sections yet. Add a section to start your page.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Video' }));
    await user.type(await within(dialog).findByLabelText('Title'), 'Launch');
    await user.click(within(dialog).getByLabelText('Video URL'));
    await user.paste('https://cdn.example.com/a.mp4');
    await user.type(within(dialog).getByRole('textbox', { name: 'Section name' }), 'Hero');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(router.state.location.pathname).toBe('/sections');
    const list = screen.getByRole('region', { name: 'Sections' });
    expect(within(list).getByText('Hero')).toBeInTheDocument();
    expect(within(list).getByText('Video')).toBeInTheDocument();
    // The page renderer shows it too (the closing dialog's preview may still be in the DOM).
    const headings = await screen.findAllByRole('heading', { name: 'Launch' });
    expect(headings.some((heading) => !heading.closest('[role="dialog"]'))).toBe(true);
  });

  it("asks before the browser's Back discards a changed section, and leaves at once when unchanged", async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Video' }));
    await user.type(await within(dialog).findByLabelText('Title'), 'Launch');

    await act(() => router.navigate(-1));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(router.state.location.pathname).toBe('/sections/new');
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sections/new'));
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Launch');

    await act(() => router.navigate(-1));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    // Unchanged: Back leaves without asking.
    await act(() => router.navigate('/sections/new'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Video' }));
    await screen.findByLabelText('Title');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('Discard changes?')).not.toBeInTheDocument();
  });
});
