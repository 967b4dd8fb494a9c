import { TABS_DEFAULTS } from './defaults';
import { addTab, moveTab, removeTab } from './tab-list';

describe('tab list operations', () => {
  it('starts a new tabs section with two tabs', () => {
    expect(TABS_DEFAULTS.tabs.map((tab) => tab.label)).toEqual(['Tab 1', 'Tab 2']);
  });

  it("appends 'Tab N' with a generated id", () => {
    const next = addTab(TABS_DEFAULTS);
    expect(next.tabs[2]?.label).toBe('Tab 3');
    expect(next.tabs[2]?.id).toMatch(/^tab-/);
    expect(['tab-1', 'tab-2']).not.toContain(next.tabs[2]?.id);
  });

  it('removes a tab but never the last one', () => {
    const one = removeTab(TABS_DEFAULTS, 0);
    expect(one.tabs.map((tab) => tab.id)).toEqual(['tab-2']);
    expect(removeTab(one, 0)).toBe(one);
  });

  it('moves a tab', () => {
    expect(moveTab(TABS_DEFAULTS, 1, 0).tabs.map((tab) => tab.id)).toEqual(['tab-2', 'tab-1']);
  });
});
