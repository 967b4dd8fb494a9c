import { screen } from '@testing-library/react';
import type { WidgetPage } from '@suite/shared/widget';
import { renderWidgetUi } from '../../test/render';
import { WidgetPageView } from './widget-page-view';

const TABBED: WidgetPage = {
  title: 'Inicio',
  layout: { type: 'tabs' },
  sections: [
    { type: 'markdown', data: { source: '## Quiénes somos' } },
    { type: 'markdown', name: 'Contacto', data: { source: 'Escríbenos' } },
  ],
};

describe('WidgetPageView in tabs', () => {
  it("names a tab without a name in the site's language, not the admin's", async () => {
    renderWidgetUi(<WidgetPageView page={TABBED} siteId="7" platform="desktop" visitor locale="es" />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Sección sin nombre', 'Contacto']);
  });

  it('names it in English on an English site', async () => {
    renderWidgetUi(<WidgetPageView page={TABBED} siteId="7" platform="desktop" visitor locale="en" />);
    expect(await screen.findByRole('tab', { name: 'Unnamed Section' })).toBeInTheDocument();
  });
});
