import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SectionCatalogRoute } from '.';

function renderRoute(url = '/') {
  const router = createMemoryRouter([{ path: '/', Component: SectionCatalogRoute }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

// antd is slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

describe('SectionCatalogRoute', () => {
  it('shows the picked type with its category and what it shows visitors', async () => {
    const router = renderRoute();
    expect(screen.getByRole('heading', { level: 1, name: 'Section catalog' })).toBeInTheDocument();
    expect(screen.getByText('Pick a section to see what it shows visitors.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Code page' }));

    const card = screen.getByRole('region', { name: 'Code page' });
    expect(card).toHaveTextContent('Low code');
    expect(card).toHaveTextContent('Your own HTML, CSS and JavaScript, run in an isolated frame.');
    expect(router.state.location.search).toBe('?type=code-page-section');
    expect(screen.getByRole('button', { name: 'Code page' })).toHaveAttribute('aria-current', 'true');
  });

  it('opens on the type of the link', () => {
    renderRoute('/?type=wallet');
    expect(screen.getByRole('region', { name: 'Wallet' })).toHaveTextContent('Cryptocurrency');
  });

  it('ignores a type that does not exist', () => {
    renderRoute('/?type=lottery');
    expect(screen.getByRole('region', { name: 'Picked section' })).toBeInTheDocument();
  });
});
