import type { CardsConfig } from '@suite/shared/sections';
import { addCard, changedLayouts, drawableCards, newCardLayout, removeCard } from './card-list';
import { CARDS_DEFAULTS, NEW_CARD_LAYOUT, NEW_CARD_WIDTH } from './defaults';

const card = (id: string, x: number, y: number, w = 3, h = 2) => ({
  id,
  title: id,
  description: '',
  image: '',
  actions: [],
  layout: { x, y, w, h },
});

describe('card list operations', () => {
  it("adds 'Card N' with a generated id and the new-card layout: 3 wide, h 2, minW 2, maxW 6, minH 2, maxH 4", () => {
    const next = addCard(CARDS_DEFAULTS);
    const added = next.cards[1];
    expect(added?.title).toBe('Card 2');
    expect(added?.id).toMatch(/^card-/);
    expect(added?.id).not.toBe('card-1');
    expect(added?.layout).toEqual({ x: 3, y: 2, w: 3, h: 2, minW: 2, maxW: 6, minH: 2, maxH: 4 });
    expect(NEW_CARD_WIDTH).toBe(3);
    expect(NEW_CARD_LAYOUT).toEqual({ w: 3, h: 2, minW: 2, maxW: 6, minH: 2, maxH: 4 });
  });

  it('places new cards four to a row of 12 columns, the fifth starting a new row', () => {
    const cards = [card('a', 0, 0), card('b', 3, 0), card('c', 6, 0), card('d', 9, 0)];
    expect(newCardLayout(cards.slice(0, 3), 12)).toMatchObject({ x: 9, w: 3 });
    expect(newCardLayout(cards, 12)).toMatchObject({ x: 0, y: 2, w: 3 });
  });

  it('never makes a new card wider than the grid', () => {
    expect(newCardLayout([], 2)).toMatchObject({ x: 0, w: 2, minW: 2 });
    expect(newCardLayout([], 1)).toMatchObject({ w: 1, minW: 1 });
  });

  it('removes a card', () => {
    const config: CardsConfig = { ...CARDS_DEFAULTS, cards: [card('a', 0, 0), card('b', 3, 0)] };
    expect(removeCard(config, 0).cards.map((item) => item.id)).toEqual(['b']);
  });
});

describe('changedLayouts', () => {
  it('writes back the place and size of the cards the grid moved, keeping their limits', () => {
    const cards = [
      { ...card('a', 0, 0), layout: { x: 0, y: 0, w: 3, h: 2, minW: 2, static: false } },
      card('b', 3, 0),
    ];
    expect(
      changedLayouts(cards, [
        { i: 'a', x: 0, y: 2, w: 4, h: 3 },
        { i: 'b', x: 3, y: 0, w: 3, h: 2 },
      ]),
    ).toEqual([{ index: 0, layout: { x: 0, y: 2, w: 4, h: 3, minW: 2, static: false } }]);
  });
});

describe('drawableCards', () => {
  it('leaves out cards without an id, repeating an id, or with a layout being typed', () => {
    const typing = { ...card('c', 0, 0), layout: { x: 0, y: 0, w: 3, h: Number.NaN } };
    expect(
      drawableCards([card('a', 0, 0), card('', 3, 0), card('a', 6, 0), typing]).map((item) => item.id),
    ).toEqual(['a']);
  });
});
