import type { Section } from './section';
import type { WidgetConfig } from './widget-config';
import { widgetChanges } from './widget-history';

const markdown = (source: string, name?: string): Section => ({
  type: 'markdown',
  data: { source },
  ...(name ? { name } : {}),
});
const video = (url: string): Section => ({ type: 'video', data: { url } });

function config(sections: Section[], settings: Partial<WidgetConfig> = {}): WidgetConfig {
  return {
    name: 'Shop',
    currency: 'USD',
    page: { title: 'Home', layout: { type: 'list' }, sections },
    ...settings,
  };
}

describe('widgetChanges', () => {
  it('finds nothing between equal configs, whatever the order of their keys', () => {
    const before = config([{ type: 'video', data: { url: 'u', title: 't' } }]);
    const after = config([{ type: 'video', data: { title: 't', url: 'u' } }]);
    expect(widgetChanges(before, after)).toEqual([]);
  });

  it('names an added, a removed and an edited section by their place and name', () => {
    const before = config([markdown('a', 'Intro'), video('v1'), markdown('c')]);
    const after = config([markdown('a', 'Intro'), video('v2'), markdown('new')]);
    // The markdown at 2 changed its text: edited. A section of another type in its place would be removed + added.
    expect(widgetChanges(before, after)).toEqual([
      { kind: 'sectionEdited', index: 1, type: 'video' },
      { kind: 'sectionEdited', index: 2, type: 'markdown' },
    ]);
    expect(
      widgetChanges(config([markdown('a'), video('v')]), config([markdown('a'), markdown('b')])),
    ).toEqual([
      { kind: 'sectionRemoved', index: 1, type: 'video' },
      { kind: 'sectionAdded', index: 1, type: 'markdown' },
    ]);
    expect(
      widgetChanges(config([markdown('a')]), config([markdown('a'), video('v'), markdown('b', 'FAQ')])),
    ).toEqual([
      { kind: 'sectionAdded', index: 1, type: 'video' },
      { kind: 'sectionAdded', index: 2, type: 'markdown', name: 'FAQ' },
    ]);
  });

  it('says a section moved rather than removed and added again', () => {
    const before = config([markdown('a'), markdown('b'), video('v')]);
    const after = config([video('v'), markdown('a'), markdown('b')]);
    expect(widgetChanges(before, after)).toEqual([
      { kind: 'sectionMoved', from: 2, index: 0, type: 'video' },
    ]);
  });

  it('lists the changed settings by name, before the sections', () => {
    const before = config([markdown('a')], { theme: 'dark' });
    const after = {
      ...config([], { name: 'Shop 2', locale: 'fr' }),
      page: { title: 'Start', layout: { type: 'tabs' as const }, sections: [] },
    };
    expect(widgetChanges(before, after)).toEqual([
      { kind: 'settingChanged', setting: 'locale' },
      { kind: 'settingChanged', setting: 'name' },
      { kind: 'settingChanged', setting: 'page.layout' },
      { kind: 'settingChanged', setting: 'page.title' },
      { kind: 'settingChanged', setting: 'theme' },
      { kind: 'sectionRemoved', index: 0, type: 'markdown' },
    ]);
  });

  it('keeps up with a page of 500 sections', () => {
    const sections = Array.from({ length: 500 }, (_, index) => markdown(String(index)));
    const edited = sections.map((section, index) => (index === 250 ? markdown('changed') : section));
    expect(widgetChanges(config(sections), config(edited))).toEqual([
      { kind: 'sectionEdited', index: 250, type: 'markdown' },
    ]);
  });
});
