import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, ok, paged, pending, renderInSite } from '../../test/render-in-site';
import { SectionDialog } from '../../features/section-dialog/section-dialog';
import { WidgetSectionEditor } from './editor';
import { WidgetSectionRenderer } from './renderer';
import { ContentLanguage } from '@suite/shared/react';
import { SectionView } from '../../renderers/section-renderer';
import { layOutAt } from '../../test/laid-out';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

// The dialog's editor and preview sit in a split that draws its panes once it knows its size.
layOutAt();

function widget(id: number, name: string) {
  return { id, configParsed: { name } };
}

/** `GET /api/widget/list` as the API answers it: pages of 20, without the `exclude` widget. */
function widgetList(widgets: ReturnType<typeof widget>[]) {
  return (url: URL) => {
    const exclude = Number(url.searchParams.get('exclude'));
    const page = Number(url.searchParams.get('page') ?? 0);
    const listed = widgets.filter((item) => item.id !== exclude);
    return paged(listed.slice(page * 20, page * 20 + 20), listed.length, 20, page);
  };
}

function renderEditor(
  answers: Parameters<typeof renderInSite>[1],
  props: { mode?: 'add' | 'edit'; data?: Record<string, unknown> } = {},
) {
  const handlers = { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
  const view = renderInSite(<WidgetSectionEditor {...props} {...handlers} />, answers, {
    siteId: '3',
    widgetId: '3',
  });
  return { ...view, ...handlers, user: userEvent.setup({ delay: null }) };
}

describe('WidgetSectionEditor', () => {
  it('shows five skeleton rows while the widgets load', async () => {
    renderEditor({ 'GET /api/widget/list': () => pending() });
    const loading = await screen.findByRole('status', { name: 'Loading widgets' });
    expect(loading.querySelectorAll('.ant-skeleton')).toHaveLength(5);
  });

  it('leaves out the widget being edited, and offers to create one when no other is left', async () => {
    const { api } = renderEditor({ 'GET /api/widget/list': widgetList([widget(3, 'This very widget')]) });
    expect(await screen.findByText("You don't have any widget yet")).toBeInTheDocument();
    expect(screen.getByText('Please, create widgets to start using it here')).toBeInTheDocument();
    expect(screen.queryByText('This very widget')).not.toBeInTheDocument();
    const create = screen.getByRole('link', { name: /Create widget/ });
    expect(create).toHaveAttribute('href', '/admin/widget');
    expect(create).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(api.calls()).toContain('/api/widget/list?page=0&limit=20&exclude=3');
  });

  it('pages only the other widgets: the one being edited counts in no page and in no total', async () => {
    // 21 widgets, the edited one (3) among them: 20 others, one page, no pager.
    const widgets = Array.from({ length: 21 }, (_, index) => widget(21 - index, `Widget ${21 - index}`));
    renderEditor({ 'GET /api/widget/list': widgetList(widgets) });
    const group = await screen.findByRole('group', { name: 'Widgets' });
    expect(within(group).getAllByRole('button')).toHaveLength(20);
    expect(within(group).queryByRole('button', { name: 'Widget 3' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '2' })).not.toBeInTheDocument();
  });

  it('steps back from a page that has emptied meanwhile instead of saying there are no widgets', async () => {
    const widgets = Array.from({ length: 25 }, (_, index) => widget(100 - index, `Widget ${100 - index}`));
    let deleted = false;
    const list = widgetList(widgets);
    const { user } = renderEditor({
      // Another tab deletes the five widgets of page 2 while this one shows page 1.
      'GET /api/widget/list': (url) => (deleted ? widgetList(widgets.slice(0, 20))(url) : list(url)),
    });
    await screen.findByRole('button', { name: 'Widget 100' });
    deleted = true;
    // The second page was counted before the delete; it comes back empty.
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('button', { name: 'Widget 100' })).toBeInTheDocument();
    expect(screen.queryByText("You don't have any widget yet")).not.toBeInTheDocument();
  });

  it('highlights the chosen widget and enables Save only then', async () => {
    const { user, onSave } = renderEditor({
      'GET /api/widget/list': widgetList([
        widget(3, 'This very widget'),
        widget(5, 'Swap kit'),
        widget(4, 'NFT shop'),
      ]),
    });
    const shop = await screen.findByRole('button', { name: 'NFT shop' });
    expect(screen.getByRole('group', { name: 'Widgets' })).not.toHaveTextContent('This very widget');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(shop);
    expect(shop).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Swap kit' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ widgetId: 4 });
  });

  it('saves at once when a saved section is edited (save-on-change)', async () => {
    const { user, onSave } = renderEditor(
      { 'GET /api/widget/list': paged([widget(5, 'Swap kit'), widget(4, 'NFT shop')]) },
      { mode: 'edit', data: { widgetId: 4 } },
    );
    await user.click(await screen.findByRole('button', { name: 'Swap kit' }));
    expect(onSave).toHaveBeenCalledWith({ widgetId: 5 });
  });

  it('in the dialog, updates an edited widget section as soon as another widget is picked', async () => {
    const handlers = { onSave: jest.fn(), onClose: jest.fn() };
    renderInSite(
      <SectionDialog
        open
        mode="edit"
        section={{ type: 'widget', name: 'Shop', data: { widgetId: 4 } }}
        {...handlers}
      />,
      { 'GET /api/widget/list': paged([widget(5, 'Swap kit'), widget(4, 'NFT shop')]) },
      { siteId: '3', widgetId: '3' },
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Swap kit' }));
    expect(handlers.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'widget', name: 'Shop', data: { widgetId: 5 } }),
    );
    expect(handlers.onClose).toHaveBeenCalled();
  });

  it('searches the names with what is typed', async () => {
    const { api, user } = renderEditor({
      'GET /api/widget/list': (url) =>
        url.searchParams.get('q') === 'SHOP'
          ? paged([widget(4, 'NFT shop')])
          : paged([widget(5, 'Swap kit'), widget(4, 'NFT shop')]),
    });
    await screen.findByRole('button', { name: 'Swap kit' });
    await user.type(screen.getByRole('searchbox', { name: 'Search widgets' }), 'SHOP');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Swap kit' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'NFT shop' })).toBeInTheDocument();
    expect(api.calls()).toContain('/api/widget/list?page=0&limit=20&q=SHOP&exclude=3');
  });
});

describe('WidgetSectionRenderer', () => {
  it("shows the widget's name and its page, drawn by the section renderers", async () => {
    // Drawn as a page draws it: `SectionView` gives the widget's page its renderers.
    renderInSite(<SectionView section={{ type: 'widget', data: { widgetId: 4 } }} />, {
      'GET /api/sites/7/public/widgets/4': ok({
        id: 4,
        name: 'NFT shop',
        kit: 'NFT',
        currency: 'USD',
        page: {
          title: 'Home',
          layout: { type: 'list' },
          sections: [{ type: 'markdown', data: { source: '## Drops' } }],
        },
      }),
    });
    const section = await screen.findByRole('region', { name: 'NFT shop' });
    expect(within(section).getByRole('heading', { name: 'NFT shop' })).toBeInTheDocument();
    expect(await within(section).findByRole('heading', { name: 'Drops', level: 2 })).toBeInTheDocument();
  });

  it('lays out the widget as its page is, in tabs, with its prices in its own Currency', async () => {
    renderInSite(<SectionView section={{ type: 'widget', data: { widgetId: 4 } }} />, {
      'GET /api/sites/7/public/widgets/4': ok({
        id: 4,
        name: 'Merch',
        kit: 'NFT',
        currency: 'USDC',
        page: {
          title: 'Home',
          layout: { type: 'tabs' },
          sections: [
            { type: 'markdown', name: 'About us', data: { source: '## Who we are' } },
            {
              type: 'commerce',
              name: 'Store',
              data: { content: { type: 'store', params: { emailRequired: false } } },
            },
          ],
        },
      }),
      // The store is the nested widget's: its products, not the page's.
      'GET /api/sites/4/public/products': paged(
        [{ id: 'hat', name: 'Hat', description: 'A hat', price: '12.5', imageUrl: null, digital: false }],
        1,
        12,
      ),
    });
    const section = await screen.findByRole('region', { name: 'Merch' });
    const tabs = within(section).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['About us', 'Store']);
    expect(await within(section).findByRole('heading', { name: 'Who we are', level: 2 })).toBeVisible();
    await userEvent.setup({ delay: null }).click(within(section).getByRole('tab', { name: 'Store' }));
    expect(await within(section).findByRole('article', { name: 'Hat' })).toHaveTextContent('12.50 USDC');
  });

  it("names a tab without a name in the site's language", async () => {
    renderInSite(
      <ContentLanguage language="es">
        <SectionView section={{ type: 'widget', data: { widgetId: 4 } }} />
      </ContentLanguage>,
      {
        'GET /api/sites/7/public/widgets/4': ok({
          id: 4,
          name: 'Tienda',
          kit: 'NFT',
          currency: 'USD',
          page: {
            title: 'Inicio',
            layout: { type: 'tabs' },
            sections: [
              { type: 'markdown', data: { source: '## Quiénes somos' } },
              { type: 'markdown', name: 'Contacto', data: { source: 'Escríbenos' } },
            ],
          },
        }),
      },
    );
    const section = await screen.findByRole('region', { name: 'Tienda' });
    const tabs = await within(section).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Sección sin nombre', 'Contacto']);
  });

  describe('leaves out, as the public page does, the sections this suite cannot draw', () => {
    function widgetWithStake(layout: 'list' | 'tabs') {
      return {
        'GET /api/sites/7/public/widgets/4': ok({
          id: 4,
          name: 'Staking',
          kit: 'NFT',
          currency: 'USD',
          page: {
            title: 'Home',
            layout: { type: layout },
            sections: [
              { type: 'stake', name: 'Stake', data: {} },
              { type: 'markdown', name: 'About us', data: { source: '## Who we are' } },
            ],
          },
        }),
      };
    }

    it('in the list layout', async () => {
      renderInSite(
        <SectionView section={{ type: 'widget', data: { widgetId: 4 } }} />,
        widgetWithStake('list'),
      );
      const section = await screen.findByRole('region', { name: 'Staking' });
      expect(await within(section).findByRole('heading', { name: 'Who we are', level: 2 })).toBeVisible();
      expect(section).not.toHaveTextContent(/not supported/);
      expect(section.querySelector('[data-section-type="stake"]')).toBeNull();
    });

    it('in the tabs layout, with no tab for them', async () => {
      renderInSite(
        <SectionView section={{ type: 'widget', data: { widgetId: 4 } }} />,
        widgetWithStake('tabs'),
      );
      const section = await screen.findByRole('region', { name: 'Staking' });
      const tabs = within(section).getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['About us']);
      expect(await within(section).findByRole('heading', { name: 'Who we are', level: 2 })).toBeVisible();
      expect(section).not.toHaveTextContent(/not supported/);
    });
  });

  it('never shows a widget inside itself', () => {
    renderInSite(<WidgetSectionRenderer data={{ widgetId: 7 }} />);
    expect(
      screen.getByText('This widget is already shown around this section, so it is not shown again.'),
    ).toBeInTheDocument();
  });

  it('says when the widget no longer exists (404), with no Retry that could not help', async () => {
    renderInSite(<WidgetSectionRenderer data={{ widgetId: 9 }} />, {
      'GET /api/sites/7/public/widgets/9': errorBody(404, 'NOT_FOUND', 'Widget not found'),
    });
    expect(await screen.findByText('This widget no longer exists.')).toBeInTheDocument();
    expect(screen.queryByText('This widget could not be loaded')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says why the widget cannot be read otherwise, with Retry', async () => {
    renderInSite(<WidgetSectionRenderer data={{ widgetId: 9 }} />, {
      'GET /api/sites/7/public/widgets/9': errorBody(500, 'INTERNAL_SERVER_ERROR', 'Database unavailable'),
    });
    expect(await screen.findByText('This widget could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
