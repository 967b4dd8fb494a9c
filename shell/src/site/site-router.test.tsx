import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import type { RemoteModuleLoader } from '@suite/shared/react';
import type { PublicWidget } from '@suite/shared/widget';
import { RemoteLoaderContext } from '../federation/shell-remote';
import { createSiteRouter } from './site-router';

// antd's Result and the first render of its styles are slow in jsdom, more so beside a build.
jest.setTimeout(30_000);

function FakeEmbedPage(props: { domain?: string; site?: { configParsed: { name: string } } }) {
  return (
    <p>
      The site of {props.domain}
      {props.site ? `, given: ${props.site.configParsed.name}` : ', to read'}
    </p>
  );
}

function FakeCollectionPage(props: { siteId?: string; network?: string; contractAddress?: string }) {
  return (
    <p>
      Site {props.siteId}:{' '}
      {props.contractAddress ? `collection ${props.network} ${props.contractAddress}` : 'its collections'}
    </p>
  );
}

const SITE: PublicWidget = {
  id: 7,
  kit: 'Full',
  configParsed: {
    name: 'Shop',
    currency: 'USD',
    page: { title: 'Main', layout: { type: 'list' }, sections: [] },
  },
  updatedAt: '2026-01-01T00:00:00.000Z',
  showPoweredBy: true,
  signature: null,
};

function renderSiteAt(path: string, site: PublicWidget | null = SITE) {
  window.history.pushState({}, '', path);
  const load = jest.fn((id: string) =>
    Promise.resolve({
      default: id === 'mfe_section_editors/CollectionPage' ? FakeCollectionPage : FakeEmbedPage,
    }),
  );
  render(
    <RemoteLoaderContext.Provider value={{ load: load as RemoteModuleLoader['load'], reset: jest.fn() }}>
      <RouterProvider router={createSiteRouter({ domain: 'shop.example.com', site })} />
    </RemoteLoaderContext.Provider>,
  );
  return load;
}

describe('a site on its custom domain', () => {
  it('shows the site at / through the widget editor’s page, read by the domain', async () => {
    const load = renderSiteAt('/');
    expect(await screen.findByText('The site of shop.example.com, given: Shop')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_widget_editor/WidgetEmbedPage');
  });

  it("shows the site's collection pages where its Preview url points, as the site shows them", async () => {
    renderSiteAt('/collections');
    expect(await screen.findByText('Site 7: its collections')).toBeInTheDocument();
    renderSiteAt('/collection/ethereum/0xabc');
    expect(await screen.findByText('Site 7: collection ethereum 0xabc')).toBeInTheDocument();
  });

  it('answers no address of the admin there, and leads back to the site’s page', async () => {
    const load = renderSiteAt('/admin/widget');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the site’s page, which says the domain is not served, on every path while the feature lapsed', async () => {
    const load = renderSiteAt('/admin/widget', null);
    expect(await screen.findByText('The site of shop.example.com, to read')).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_widget_editor/WidgetEmbedPage');
  });
});
