import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { CommerceRoutes } from './commerce-routes';
import { emptyPage, renderCommerce } from './test/render';

// Rendering the back office's routes in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

function renderBackOffice() {
  return renderCommerce(
    <Routes>
      <Route path="/u/account/commerce/*" element={<CommerceRoutes />} />
    </Routes>,
    {
      'GET /api/products': emptyPage(),
      'GET /api/orders/count': { status: 200, body: { count: 0 } },
    },
  );
}

describe('the back office routes', () => {
  it('opens Products at /u/account/commerce (seed 001 §2), and the menu still reaches the Dashboard', async () => {
    const user = userEvent.setup();
    renderBackOffice();
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Commerce' });
    const dashboard = within(nav).getByRole('link', {
      name: 'Dashboard',
    });
    expect(dashboard).toHaveAttribute('href', '/u/account/commerce/dashboard');
    await user.click(dashboard);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});
