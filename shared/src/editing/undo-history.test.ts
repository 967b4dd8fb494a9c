import { createUndoHistory, MERGE_WITHIN_MS, UNDO_LIMIT } from './undo-history';

describe('createUndoHistory', () => {
  it('undoes every change in turn, and redoes what was undone', () => {
    const history = createUndoHistory(['a']);
    history.push(['a', 'b']);
    history.push(['b']);
    expect(history.state()).toEqual({ canUndo: true, canRedo: false });
    expect(history.undo()).toEqual(['a', 'b']);
    expect(history.undo()).toEqual(['a']);
    expect(history.undo()).toBeUndefined();
    expect(history.present()).toEqual(['a']);
    expect(history.redo()).toEqual(['a', 'b']);
    expect(history.state()).toEqual({ canUndo: true, canRedo: true });
  });

  it('forgets what was undone once a new change is made', () => {
    const history = createUndoHistory(1);
    history.push(2);
    history.undo();
    history.push(3);
    expect(history.redo()).toBeUndefined();
    expect(history.undo()).toBe(1);
  });

  it(`keeps the last ${UNDO_LIMIT} steps`, () => {
    const history = createUndoHistory(0);
    for (let value = 1; value <= UNDO_LIMIT + 20; value += 1) history.push(value);
    let steps = 0;
    while (history.undo() !== undefined) steps += 1;
    expect(steps).toBe(UNDO_LIMIT);
    expect(history.present()).toBe(20);
  });

  it('joins quick changes of one field into one step, not changes of two fields', () => {
    const history = createUndoHistory('');
    history.push('h', { target: 'title', now: 0 });
    history.push('hi', { target: 'title', now: MERGE_WITHIN_MS - 1 });
    history.push('hi!', { target: 'body', now: MERGE_WITHIN_MS });
    history.push('hi!?', { target: 'body', now: 3 * MERGE_WITHIN_MS });
    expect(history.undo()).toBe('hi!');
    expect(history.undo()).toBe('hi');
    expect(history.undo()).toBe('');
    expect(history.undo()).toBeUndefined();
  });

  it('starts over on reset, and tells its listeners of every change', () => {
    const history = createUndoHistory('saved');
    const heard = jest.fn();
    history.subscribe(heard);
    history.push('draft');
    history.reset('saved again');
    expect(heard).toHaveBeenCalledTimes(2);
    expect(history.present()).toBe('saved again');
    expect(history.state()).toEqual({ canUndo: false, canRedo: false });
  });
});
