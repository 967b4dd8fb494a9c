import { sectionLabel, sectionsForPlatform, type Section } from '@suite/shared/widget';
import {
  cloneSection,
  dropIndex,
  filterSections,
  moveSection,
  renameSection,
  sectionTypeTitle,
  toggleHidden,
} from './section-ops';

const a: Section = { type: 'markdown', name: 'A', data: { source: 'a' } };
const b: Section = { type: 'video', name: 'B', data: {}, hideMobile: true };
const c: Section = { type: 'call-to-action', data: {}, hideDesktop: true };
const names = (sections: Section[]) => sections.map((section) => sectionLabel(section, 'Unnamed Section'));

describe('page section operations', () => {
  it('clones right after the original as "Clone of {name}", a deep copy', () => {
    const cloned = cloneSection([a, b], 0);
    expect(names(cloned)).toEqual(['A', 'Clone of A', 'B']);
    expect(cloned[1]?.data).toEqual(a.data);
    expect(cloned[1]?.data).not.toBe(a.data);
    expect(names(cloneSection([c], 0))).toEqual(['Unnamed Section', 'Clone of Call to action']);
  });

  it('drops on the bottom of the first section to position 1, on its top to position 0', () => {
    expect(dropIndex(2, 0, 'bottom')).toBe(1);
    expect(dropIndex(2, 0, 'top')).toBe(0);
    expect(dropIndex(0, 2, 'bottom')).toBe(2);
    expect(dropIndex(0, 2, 'top')).toBe(1);
    expect(names(moveSection([a, b, c], 2, dropIndex(2, 0, 'bottom')))).toEqual([
      'A',
      'Unnamed Section',
      'B',
    ]);
  });

  it('moves up and down, clamped to the page', () => {
    expect(names(moveSection([a, b, c], 0, 1))).toEqual(['B', 'A', 'Unnamed Section']);
    expect(names(moveSection([a, b, c], 0, 9))).toEqual(['B', 'Unnamed Section', 'A']);
  });

  it('renames trimmed, and an empty name removes it', () => {
    expect(renameSection([a], 0, '  New  ')[0]?.name).toBe('New');
    expect(renameSection([a], 0, '   ')[0]).not.toHaveProperty('name');
  });

  it('toggles hiding per device', () => {
    expect(toggleHidden([a], 0, 'hideMobile')[0]?.hideMobile).toBe(true);
    expect(toggleHidden([b], 0, 'hideMobile')[0]).not.toHaveProperty('hideMobile');
  });

  it('filters by search, type and device, keeping page positions', () => {
    const page = [a, b, c];
    expect(filterSections(page, { query: 'b', types: [], device: 'all' })).toEqual([1]);
    expect(filterSections(page, { query: 'call to', types: [], device: 'all' })).toEqual([2]);
    expect(filterSections(page, { query: '', types: ['markdown', 'video'], device: 'all' })).toEqual([0, 1]);
    expect(filterSections(page, { query: '', types: [], device: 'mobile' })).toEqual([0, 2]);
    expect(filterSections(page, { query: '', types: [], device: 'desktop' })).toEqual([0, 1]);
    expect(names(sectionsForPlatform(page, 'mobile'))).toEqual(['A', 'Unnamed Section']);
  });

  it('names types in words', () => {
    expect(sectionTypeTitle('code-page-section')).toBe('Code page section');
  });
});
