import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { CardsConfigSchema, type CardsConfig } from '@suite/shared/sections';
import { SuiteProviders } from '@suite/shared/react';
import { CARD_GRID_DEFAULTS, CARD_RESPONSIVE_DEFAULTS } from './defaults';
import { CardsEditor } from './editor';
import { CardsRenderer } from './renderer';
import { buttonNamed, formItemOf, spinbuttonLabelled } from '../../test/test-queries';

// The grid's stylesheet is for browsers; Jest cannot read CSS.
jest.mock('react-grid-layout/css/styles.css', () => ({}));

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

// jsdom lays nothing out: give the grid's container a desktop width to measure.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
let containerWidth = 1200;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => containerWidth,
  });
});
afterEach(() => {
  containerWidth = 1200;
});
afterAll(() => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});

const card = (id: string, title: string, x: number, extra: Partial<CardsConfig['cards'][number]> = {}) => ({
  id,
  title,
  description: '',
  image: '',
  actions: [],
  layout: { x, y: 0, w: 3, h: 2, minW: 2, maxW: 6, minH: 2, maxH: 4 },
  ...extra,
});

const SAVED: CardsConfig = {
  cards: [
    card('pass', 'Member pass', 0, {
      description: 'Holders get **early access** <script>alert(1)</script>',
      image: 'https://cdn.example.com/pass.png',
      actions: [
        { label: 'Mint', href: 'https://example.com/mint' },
        { label: 'Soon', href: '' },
      ],
    }),
    card('drop', 'Next drop', 3),
  ],
  gridSettings: CARD_GRID_DEFAULTS,
  responsive: CARD_RESPONSIVE_DEFAULTS,
};

describe('CardsRenderer', () => {
  it('shows each card on the grid: image, title, markdown text and links, and nothing to drag', async () => {
    const { container } = render(<CardsRenderer data={SAVED} />);
    const grid = await screen.findByRole('region', { name: 'Cards' });
    expect(within(grid).getByRole('heading', { name: 'Member pass' })).toBeInTheDocument();
    expect(within(grid).getByRole('heading', { name: 'Next drop' })).toBeInTheDocument();
    expect(container.querySelectorAll('.react-grid-item')).toHaveLength(2);
    expect(container.querySelector('strong')).toHaveTextContent('early access');
    expect(container.querySelector('script')).toBeNull();
    expect(within(grid).getByRole('link', { name: 'Mint' })).toHaveAttribute(
      'href',
      'https://example.com/mint',
    );
    // A link without an address leads nowhere: inactive, not a button that does nothing.
    expect(within(grid).getByRole('button', { name: 'Soon' })).toBeDisabled();
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/pass.png');
    // Both items' resize handles are hidden (react-grid-layout's class) and nothing drags.
    for (const item of container.querySelectorAll('.react-grid-item')) {
      expect(item).toHaveClass('react-resizable-hide');
      expect(item).not.toHaveClass('react-draggable');
    }
  });

  it("keeps a card still for visitors even when the card's own layout says it can be moved and resized", async () => {
    const movable = { x: 0, y: 0, w: 3, h: 2, isDraggable: true, isResizable: true };
    const { container } = render(
      <CardsRenderer data={{ ...SAVED, cards: [card('pass', 'Member pass', 0, { layout: movable })] }} />,
    );
    await screen.findByRole('region', { name: 'Cards' });
    const item = container.querySelector('.react-grid-item');
    expect(item).toHaveClass('react-resizable-hide');
    expect(item).not.toHaveClass('react-draggable');
  });

  it('lays the cards out in their cells: side by side on a wide screen', async () => {
    const { container } = render(<CardsRenderer data={{ ...SAVED, responsive: undefined }} />);
    await screen.findByRole('region', { name: 'Cards' });
    const [first, second] = [...container.querySelectorAll<HTMLElement>('.react-grid-item')];
    // 12 columns in 1200 px with 10 px margins and padding: a column is ~89 px, a 3-wide card ~288 px,
    // and the next card starts 3 columns and margins in, at ~308 px.
    const width = parseFloat(first?.style.width ?? '0');
    expect(Math.abs(width - parseFloat(second?.style.width ?? '0'))).toBeLessThanOrEqual(1);
    expect(width).toBeGreaterThan(250);
    expect(second?.style.transform).toMatch(/^translate\(30[78]px, ?10px\)$/);
  });

  it('lays the cards out on the saved Columns on a large screen, the responsive grid on', async () => {
    // Wider than the large size's 1200 px: 4 columns of ~338 px, so a 3-wide card is ~1033 px wide
    // (three quarters) and a card at column 3 starts at ~1053 px. On 12 columns they would be 338 and 358.
    containerWidth = 1400;
    const fourColumns: CardsConfig = {
      cards: [
        card('pass', 'Member pass', 0),
        card('drop', 'Next drop', 3, { layout: { x: 3, y: 0, w: 1, h: 2 } }),
      ],
      gridSettings: { ...CARD_GRID_DEFAULTS, cols: 4 },
      responsive: CARD_RESPONSIVE_DEFAULTS,
    };
    const { container, unmount } = render(<CardsRenderer data={fourColumns} />);
    await screen.findByRole('region', { name: 'Cards' });
    const cell = (root: ParentNode, id: string) =>
      root.querySelector(`[data-card-id="${id}"]`)?.closest<HTMLElement>('.react-grid-item');
    const width = parseFloat(cell(container, 'pass')?.style.width ?? '0');
    expect(Math.abs(width - 1032.5)).toBeLessThanOrEqual(1);
    expect(cell(container, 'drop')?.style.transform).toMatch(/^translate\(105[23](\.5)?px, ?10px\)$/);
    unmount();

    // The editor's map of the layout draws the same columns.
    renderEditor(fourColumns);
    const map = await screen.findByRole('region', { name: 'Card layout' });
    expect(parseFloat(cell(map, 'pass')?.style.width ?? '0')).toBeCloseTo(width, 0);
  });

  it('says what is missing while the section is incomplete', () => {
    render(<CardsRenderer data={{ ...SAVED, cards: [] }} />);
    expect(screen.getByText('Cards: At least one card is required')).toBeInTheDocument();
  });
});

describe('CardsConfigSchema', () => {
  it('accepts a row height of 10 (the schema) and refuses 9', () => {
    const withRowHeight = (rowHeight: number) =>
      CardsConfigSchema.safeParse({ ...SAVED, gridSettings: { ...SAVED.gridSettings, rowHeight } });
    expect(withRowHeight(10).success).toBe(true);
    expect(withRowHeight(9).error?.issues.map((issue) => issue.message)).toEqual(['Must be at least 10']);
  });
});

function renderEditor(data?: CardsConfig) {
  const onChange = jest.fn();
  const onSave = jest.fn();
  render(
    <SuiteProviders>
      <App>
        <CardsEditor data={data} onChange={onChange} onSave={onSave} onCancel={jest.fn()} />
      </App>
    </SuiteProviders>,
  );
  const lastConfig = (): CardsConfig => onChange.mock.lastCall?.[0];
  return { onChange, onSave, lastConfig, user: userEvent.setup({ delay: null }) };
}

const saveButton = () => buttonNamed('Save Configuration');

describe('CardsEditor', () => {
  it("has the tabs Cards and Layout Settings; Add card appends 'Card N' 3 wide with the seed's limits", async () => {
    const { user, lastConfig } = renderEditor();
    expect(screen.getByRole('tab', { name: 'Cards' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Layout Settings' })).toBeInTheDocument();
    await user.click(buttonNamed('Add card'));
    const added = lastConfig().cards[1];
    expect(added?.title).toBe('Card 2');
    expect(added?.id).toMatch(/^card-/);
    expect(added?.layout).toMatchObject({ w: 3, h: 2, minW: 2, maxW: 6, minH: 2, maxH: 4 });
    expect(screen.getByLabelText('Card ID')).toHaveValue(added?.id);
    const map = await screen.findByRole('region', { name: 'Card layout' });
    expect(within(map).getByText('Card 2')).toBeInTheDocument();
  });

  it('writes a resize on the layout grid back into the card', async () => {
    const { lastConfig } = renderEditor(SAVED);
    const map = await screen.findByRole('region', { name: 'Card layout' });
    const item = map.querySelector('[data-card-id="drop"]')?.closest('.react-grid-item');
    const handle = item?.querySelector('.react-resizable-handle');
    if (!handle) throw new Error('The card has no resize handle');
    // Two columns wider (a column and its margin are ~99 px here) and one map row taller (58 px).
    fireEvent.mouseDown(handle, { clientX: 0, clientY: 0, button: 0 });
    fireEvent.mouseMove(document, { clientX: 200, clientY: 60 });
    fireEvent.mouseUp(document, { clientX: 200, clientY: 60 });
    await waitFor(() => expect(lastConfig().cards[1]?.layout).toMatchObject({ x: 3, y: 0, w: 5, h: 3 }));
    // Only the size changed: the limits stay.
    expect(lastConfig().cards[1]?.layout).toMatchObject({ minW: 2, maxW: 6, minH: 2, maxH: 4 });
  });

  it('moves, resizes and opens a card on the layout map with the keyboard alone', async () => {
    const { user, lastConfig } = renderEditor(SAVED);
    const map = await screen.findByRole('region', { name: 'Card layout' });
    const drop = within(map).getByRole('button', { name: 'Next drop: column 4, row 1, 3 by 2 cells' });
    expect(drop).toHaveAccessibleDescription(/arrow keys move the focused card/);
    // In the page's tab order.
    expect(drop).toHaveAttribute('tabindex', '0');
    act(() => drop.focus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(lastConfig().cards[1]?.layout).toMatchObject({ x: 4, y: 0, w: 3, h: 2 }));
    // Resized within the card's own limits (at most 4 rows high) and the grid's 12 columns.
    await user.keyboard('{Shift>}{ArrowRight}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}');
    await waitFor(() => expect(lastConfig().cards[1]?.layout).toMatchObject({ x: 4, y: 0, w: 4, h: 4 }));
    expect(lastConfig().cards[1]?.layout).toMatchObject({ minW: 2, maxW: 6, minH: 2, maxH: 4 });
    // Nowhere to go above the first row; the other card stayed where it was.
    await user.keyboard('{ArrowUp}');
    expect(lastConfig().cards[0]?.layout).toMatchObject({ x: 0, y: 0, w: 3, h: 2 });
    const moved = within(map).getByRole('button', { name: 'Next drop: column 5, row 1, 4 by 4 cells' });
    expect(moved).toHaveFocus();
    const cardIds = () =>
      screen.queryAllByLabelText('Card ID').map((input) => (input as HTMLInputElement).value);
    expect(cardIds()).toEqual(['pass']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cardIds()).toContain('drop'));
  });

  it("moves a card with the keyboard by the card's own yes or no, the grid's switch being the default", async () => {
    const still = { ...CARD_GRID_DEFAULTS, isDraggable: false, isResizable: false };
    const { user, lastConfig } = renderEditor({
      ...SAVED,
      gridSettings: still,
      cards: [
        card('pass', 'Member pass', 0),
        card('drop', 'Next drop', 3, {
          layout: { x: 3, y: 0, w: 3, h: 2, isDraggable: true, isResizable: true },
        }),
      ],
    });
    const map = await screen.findByRole('region', { name: 'Card layout' });
    const pass = within(map).getByRole('button', { name: 'Member pass: column 1, row 1, 3 by 2 cells' });
    act(() => pass.focus());
    await user.keyboard('{ArrowDown}');
    // The grid's switch is off and the card says nothing: it stays.
    expect(lastConfig()).toBeUndefined();
    const drop = within(map).getByRole('button', { name: 'Next drop: column 4, row 1, 3 by 2 cells' });
    act(() => drop.focus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(lastConfig().cards[1]?.layout).toMatchObject({ x: 4, y: 0, w: 3, h: 2 }));
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(lastConfig().cards[1]?.layout).toMatchObject({ x: 4, w: 4 }));
  });

  it('requires at least one card, an id and a title, and http(s) links', async () => {
    const { user } = renderEditor(SAVED);
    await user.clear(screen.getByLabelText('Card ID'));
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByLabelText('Image URL'));
    await user.clear(screen.getByLabelText('Image URL'));
    await user.paste('cdn.example.com/pass.png');
    expect(await screen.findByText('ID is required')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid URL if provided')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.click(buttonNamed('Remove Next drop'));
    await user.click(buttonNamed('Remove Card 1'));
    expect(await screen.findByText('At least one card is required')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('says beside Max width when Min width rises above it, and clears it when it comes back', async () => {
    const { user } = renderEditor(SAVED);
    const minWidth = spinbuttonLabelled('Min width');
    await user.clear(minWidth);
    await user.type(minWidth, '8');
    expect(await screen.findByText('Must be at least the minimum width')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.tripleClick(minWidth);
    await user.keyboard('3');
    await waitFor(() => expect(screen.queryByText('Must be at least the minimum width')).toBeNull());
    expect(saveButton()).toBeEnabled();
  });

  it('says beside md from width when lg from width is lowered below it, and clears it when raised again', async () => {
    const { user } = renderEditor(SAVED);
    await user.click(screen.getByRole('tab', { name: 'Layout Settings' }));
    const lg = spinbuttonLabelled('lg from width');
    const md = formItemOf(spinbuttonLabelled('md from width'));
    await user.clear(lg);
    await user.type(lg, '900');
    await waitFor(() => expect(md).toHaveTextContent('Must be less than the lg width'));
    expect(saveButton()).toBeDisabled();
    await user.clear(lg);
    await user.type(lg, '1300');
    await waitFor(() => expect(md).not.toHaveTextContent('Must be less than the lg width'));
    expect(saveButton()).toBeEnabled();
  });

  it('holds Prevent collision while cards may overlap, saying why', async () => {
    const { user } = renderEditor(SAVED);
    await user.click(screen.getByRole('tab', { name: 'Layout Settings' }));
    const prevent = screen.getByRole('switch', { name: 'Prevent collision' });
    expect(prevent).toBeEnabled();
    await user.click(screen.getByRole('switch', { name: 'Allow overlap' }));
    expect(prevent).toBeDisabled();
    expect(screen.getByText('No effect while cards may overlap')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Allow overlap' }));
    expect(prevent).toBeEnabled();
  });

  it('checks the columns (1-24) and raises a typed row height to the input minimum of 50', async () => {
    const { user, lastConfig } = renderEditor(SAVED);
    await user.click(screen.getByRole('tab', { name: 'Layout Settings' }));
    const cols = spinbuttonLabelled('Columns');
    expect(cols).toHaveValue('12');
    expect(spinbuttonLabelled('Row height')).toHaveValue('150');
    const rowHeight = spinbuttonLabelled('Row height');
    await user.clear(rowHeight);
    await user.type(rowHeight, '20');
    await user.tab();
    await waitFor(() => expect(rowHeight).toHaveValue('50'));
    expect(lastConfig().gridSettings.rowHeight).toBe(50);
    await user.clear(cols);
    // Said under Columns and in the large size's row of the responsive table, which edits the same value.
    expect(await screen.findAllByText('Must be a number')).toHaveLength(2);
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Layout Settings has errors' })).toBeInTheDocument();
  });

  it('shows the seed breakpoints and columns and saves the configuration', async () => {
    const { user, onSave, lastConfig } = renderEditor(SAVED);
    await user.click(screen.getByRole('tab', { name: 'Layout Settings' }));
    const expected = {
      lg: ['1200', '12'],
      md: ['996', '10'],
      sm: ['768', '6'],
      xs: ['480', '4'],
      xxs: ['0', '2'],
    };
    for (const [name, [width, cols]] of Object.entries(expected)) {
      expect(screen.getByRole('spinbutton', { name: `${name} from width` })).toHaveValue(width);
      expect(screen.getByRole('spinbutton', { name: `${name} columns` })).toHaveValue(cols);
    }
    // The large size's columns are the grid's Columns: changing either changes both.
    const cols = spinbuttonLabelled('Columns');
    await user.clear(cols);
    await user.type(cols, '4');
    expect(screen.getByRole('spinbutton', { name: 'lg columns' })).toHaveValue('4');
    await waitFor(() => expect(lastConfig().gridSettings.cols).toBe(4));
    await user.click(screen.getByLabelText('Adapt to the screen width'));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({
      cards: SAVED.cards,
      gridSettings: { ...SAVED.gridSettings, cols: 4 },
    });
  });
});
