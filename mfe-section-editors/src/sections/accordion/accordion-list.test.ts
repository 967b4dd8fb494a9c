import type { AccordionConfig } from '@suite/shared/sections';
import { addAccordion, duplicateAccordion, moveAccordion, removeAccordion } from './accordion-list';
import { ACCORDION_DEFAULTS, ACCORDION_ITEM_DEFAULTS } from './defaults';
import { initialOpenPanels, nextOpenPanels } from './open-panels';

const panel = (id: string, title: string) => ({
  ...ACCORDION_ITEM_DEFAULTS,
  id,
  title,
  content: `${title} text`,
});

const CONFIG: AccordionConfig = {
  accordions: [panel('a', 'Fees'), panel('b', 'Wallets'), panel('c', 'Security')],
  settings: {
    ...ACCORDION_DEFAULTS.settings,
    allowMultiple: true,
    defaultExpanded: ['a', 'b'],
    expandedIds: ['b', 'c'],
  },
};

describe('accordion list operations', () => {
  it("appends a panel with a generated id and the name 'Accordion N'", () => {
    const next = addAccordion(CONFIG);
    expect(next.accordions).toHaveLength(4);
    const added = next.accordions[3];
    expect(added?.title).toBe('Accordion 4');
    expect(added?.id).toMatch(/^accordion-/);
    expect(CONFIG.accordions.map((item) => item.id)).not.toContain(added?.id);
  });

  it("duplicates a panel at the end of the list, labelled '(Copy)', with a new id", () => {
    const next = duplicateAccordion(CONFIG, 0);
    expect(next.accordions.map((item) => item.title)).toEqual(['Fees', 'Wallets', 'Security', 'Fees (Copy)']);
    expect(next.accordions[3]?.content).toBe('Fees text');
    expect(next.accordions[3]?.id).not.toBe('a');
  });

  it('removes a panel and its id from the default-expanded and always-expanded lists', () => {
    const next = removeAccordion(CONFIG, 1);
    expect(next.accordions.map((item) => item.id)).toEqual(['a', 'c']);
    expect(next.settings.defaultExpanded).toEqual(['a']);
    expect(next.settings.expandedIds).toEqual(['c']);
  });

  it('moves a panel', () => {
    expect(moveAccordion(CONFIG, 2, 0).accordions.map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('open panels', () => {
  it('opens the default-expanded, marked and always-expanded panels when several are allowed', () => {
    const config = {
      ...CONFIG,
      accordions: CONFIG.accordions.map((item) => ({ ...item, expanded: item.id === 'c' })),
    };
    expect(initialOpenPanels(config)).toEqual(['a', 'b', 'c']);
  });

  it('opens one panel (plus the always-expanded ones) when only one is allowed', () => {
    const config = {
      ...CONFIG,
      settings: { ...CONFIG.settings, allowMultiple: false, defaultExpanded: ['a'], expandedIds: ['c'] },
    };
    expect(initialOpenPanels(config)).toEqual(['a', 'c']);
  });

  it('closes the open panel when another opens, and never closes an always-expanded one', () => {
    expect(nextOpenPanels(['a'], ['a', 'b'], { allowMultiple: false, held: [] })).toEqual(['b']);
    expect(nextOpenPanels(['a'], ['a', 'b'], { allowMultiple: true, held: [] })).toEqual(['a', 'b']);
    expect(nextOpenPanels(['a', 'c'], ['a'], { allowMultiple: true, held: ['c'] })).toEqual(['a', 'c']);
  });
});
