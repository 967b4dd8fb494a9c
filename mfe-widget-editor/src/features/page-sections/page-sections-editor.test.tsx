import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteModuleId, RemoteModuleMap, SectionDialogProps } from '@suite/shared';
import { createUndoHistory } from '@suite/shared/editing';
import { setColorSchemePreference, type RemoteModuleLoader } from '@suite/shared/react';
import type { WidgetPage } from '@suite/shared/widget';
import { RemoteLoaderContext } from '../../federation/remote-loader-context';
import { renderWidgetUi } from '../../test/render';
import { PageSectionsEditor } from './page-sections-editor';

jest.setTimeout(60_000);

afterEach(() => setColorSchemePreference('system'));

const PAGE: WidgetPage = {
  title: 'Main',
  layout: { type: 'list' },
  sections: [{ type: 'markdown', name: 'Intro', data: { source: 'Hi' } }],
};

/** The widget's theme, Currency and Language, as the Components panel hands them on. */
const WIDGET_THEME = {
  theme: 'custom',
  customThemeLight: { colorPrimary: '#d6336c' },
  customThemeDark: { colorPrimary: '#f783ac' },
  currency: 'EUR',
  locale: 'es',
};

/** A section dialog that only records the props the editor gives it. */
function renderEditor() {
  const dialogProps: SectionDialogProps[] = [];
  const fakes: Partial<RemoteModuleMap> = {
    'mfe_section_editors/SectionDialog': (props) => {
      dialogProps.push(props);
      return props.open ? <div role="dialog" aria-label="Section dialog" /> : null;
    },
  };
  const loader: RemoteModuleLoader = {
    load<Id extends RemoteModuleId>(id: Id) {
      const component = fakes[id];
      return component ? Promise.resolve({ default: component }) : Promise.reject(new Error(`${id}`));
    },
    reset() {},
  };
  renderWidgetUi(
    <RemoteLoaderContext.Provider value={loader}>
      <PageSectionsEditor
        history={createUndoHistory(PAGE)}
        savedPage={PAGE}
        pageKey="main"
        siteId="7"
        widgetId="7"
        theme={WIDGET_THEME}
      />
    </RemoteLoaderContext.Provider>,
  );
  return { dialogProps, user: userEvent.setup({ delay: null }) };
}

describe("PageSectionsEditor: the section dialog draws the site's theme", () => {
  it.each(['light', 'dark'] as const)(
    'gives it the widget theme, in the mode the admin is drawn in (%s), as the previews do',
    async (scheme) => {
      act(() => setColorSchemePreference(scheme));
      const { dialogProps, user } = renderEditor();
      await user.click(await screen.findByRole('button', { name: 'Add section' }));
      await screen.findByRole('dialog', { name: 'Section dialog' });
      expect(dialogProps.at(-1)).toMatchObject({
        siteTheme: {
          theme: 'custom',
          customThemeLight: { colorPrimary: '#d6336c' },
          customThemeDark: { colorPrimary: '#f783ac' },
        },
        siteThemeMode: scheme,
        currency: 'EUR',
      });
    },
  );
});
