import { AccordionConfigSchema, CommerceConfigSchema } from '@suite/shared/sections';
import { ACCORDION_LABELS } from '../sections/accordion/labels';
import { CARD_LABELS } from '../sections/card/labels';
import { COMMERCE_LABELS } from '../sections/commerce/labels';
import { describeIssue, fieldPathLabel } from '../section-kit/field-labels';
import { PAGE_ITEM_LABELS } from '../section-kit/page-items/item-labels';
import { englishCatalog } from '../test/english';

const t = englishCatalog();

describe('fieldPathLabel', () => {
  it("names an entry of a list and its field in the editor's words", () => {
    expect(fieldPathLabel(ACCORDION_LABELS, ['accordions', 0, 'content'], t)).toBe('Accordion 1 › Content');
    expect(fieldPathLabel(ACCORDION_LABELS, ['accordions', 2, 'actions', 1, 'label'], t)).toBe(
      'Accordion 3 › Action 2 › Action label',
    );
    expect(fieldPathLabel(ACCORDION_LABELS, ['accordions'], t)).toBe('Accordions');
    expect(fieldPathLabel({ items: PAGE_ITEM_LABELS }, ['items', 1, 'contractAddress'], t)).toBe(
      'Item 2 › Contract address',
    );
  });

  it("names a pair's positions by their own labels", () => {
    expect(fieldPathLabel(CARD_LABELS, ['gridSettings', 'margin', 1], t)).toBe(
      'Layout Settings › Space between cards, down',
    );
    expect(fieldPathLabel(CARD_LABELS, ['responsive', 'breakpoints', 'md'], t)).toBe(
      'Screen sizes › md from width',
    );
  });

  it('leaves out a group without a title of its own, and says the settings group', () => {
    expect(fieldPathLabel(COMMERCE_LABELS, ['content', 'id'], t)).toBe('Selection');
    expect(fieldPathLabel(ACCORDION_LABELS, ['settings', 'defaultExpanded'], t)).toBe(
      'Settings › Expanded by default',
    );
  });

  it('still reads as words where no label is declared, never as a path', () => {
    expect(fieldPathLabel(undefined, ['videoUrl'], t)).toBe('Video url');
    expect(fieldPathLabel(undefined, ['items', 0, 'imageUrl'], t)).toBe('Items 1 › Image url');
    // A key no editor knows (a config saved by an older version).
    expect(fieldPathLabel(ACCORDION_LABELS, ['settings', 'headerAlignment'], t)).toBe(
      'Settings › Header alignment',
    );
    expect(fieldPathLabel(undefined, [], t)).toBe('');
  });
});

describe('describeIssue', () => {
  it("words the schema's first issue for the owner", () => {
    const accordion = AccordionConfigSchema.safeParse({
      accordions: [{ id: 'a', title: 'A', content: '' }],
      settings: {},
    });
    if (accordion.success) throw new Error('an empty content is refused');
    const content = accordion.error.issues.find((issue) => issue.path.join('.') === 'accordions.0.content');
    if (!content) throw new Error('the content issue is reported');
    expect(describeIssue(ACCORDION_LABELS, content, t)).toBe(
      'Accordion 1 › Content: Accordion content is required',
    );

    const commerce = CommerceConfigSchema.safeParse({ content: { type: 'checkout', id: null } });
    if (commerce.success) throw new Error('a checkout section needs its checkout');
    expect(describeIssue(COMMERCE_LABELS, commerce.error.issues[0] ?? { message: '', path: [] }, t)).toBe(
      'Selection: Choose a checkout',
    );
  });

  it('gives the message alone for the section as a whole', () => {
    expect(describeIssue(undefined, { message: 'Invalid stepper configuration', path: [] }, t)).toBe(
      'Invalid stepper configuration',
    );
  });
});
