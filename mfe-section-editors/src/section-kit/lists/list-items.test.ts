import {
  copyName,
  indexAfterMove,
  indexesAfterInsertion,
  indexesAfterRemoval,
  moveItem,
  newItemId,
  nextItemName,
} from './list-items';

describe('newItemId', () => {
  it('makes an id with the prefix that no item has', () => {
    const values = [0.5, 0.5, 0.25];
    const random = () => values.shift() ?? 0.75;
    const first = newItemId('step', [], () => 0.5);
    expect(first).toMatch(/^step-[0-9a-z]{6}$/);
    // The first draw collides with an existing id, so it draws again.
    expect(newItemId('step', [{ id: first }], random)).not.toBe(first);
  });
});

describe('nextItemName', () => {
  it('numbers a new item one past the list', () => {
    expect(nextItemName('Accordion', [])).toBe('Accordion 1');
    expect(nextItemName('Step', ['Intro', 'Payment'])).toBe('Step 3');
  });
  it('never repeats a number still in the list', () => {
    expect(nextItemName('Card', ['Card 1', 'Card 3'])).toBe('Card 4');
  });
});

describe('copyName', () => {
  it("labels a duplicate '(Copy)'", () => {
    expect(copyName('Mint')).toBe('Mint (Copy)');
  });
});

describe('moveItem and the index lists', () => {
  it('moves an item', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
  });
  it('drops a removed position and lowers the later ones', () => {
    expect(indexesAfterRemoval([0, 2, 3], 2)).toEqual([0, 2]);
    expect(indexesAfterRemoval([0, 1, 4], 2)).toEqual([0, 1, 3]);
  });
  it('raises the positions at or after an insertion', () => {
    expect(indexesAfterInsertion([0, 1, 3], 1)).toEqual([0, 2, 4]);
  });
  it('follows an item through a move', () => {
    // a b c d: b (1) moves to 3 → a c d b
    expect([0, 1, 2, 3].map((index) => indexAfterMove(index, 1, 3))).toEqual([0, 3, 1, 2]);
    // a b c d: d (3) moves to 0 → d a b c
    expect([0, 1, 2, 3].map((index) => indexAfterMove(index, 3, 0))).toEqual([1, 2, 3, 0]);
  });
});
