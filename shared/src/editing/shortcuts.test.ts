import { editingCommand, isTypingTarget } from './shortcuts';

const press = (key: string, modifiers: Partial<Record<'alt' | 'ctrl' | 'meta' | 'shift', boolean>> = {}) => ({
  key,
  altKey: modifiers.alt ?? false,
  ctrlKey: modifiers.ctrl ?? false,
  metaKey: modifiers.meta ?? false,
  shiftKey: modifiers.shift ?? false,
});

describe('editingCommand', () => {
  it.each([
    [press('ArrowUp', { alt: true }), 'moveUp'],
    [press('ArrowDown', { alt: true }), 'moveDown'],
    [press('d', { ctrl: true }), 'duplicate'],
    [press('D', { meta: true }), 'duplicate'],
    [press('Delete'), 'remove'],
    [press('Backspace'), 'remove'],
    [press('z', { ctrl: true }), 'undo'],
    [press('z', { meta: true }), 'undo'],
    [press('Z', { ctrl: true, shift: true }), 'redo'],
    [press('y', { ctrl: true }), 'redo'],
    [press('?', { shift: true }), 'help'],
  ] as const)('reads %o as %s', (event, command) => {
    expect(editingCommand(event)).toBe(command);
  });

  it.each([
    press('ArrowUp'),
    press('d'),
    press('z'),
    press('z', { ctrl: true, alt: true }),
    press('Delete', { alt: true }),
  ])('leaves %o alone', (event) => {
    expect(editingCommand(event)).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('tells fields and editors from buttons and list items', () => {
    document.body.innerHTML =
      '<input id="field"><div contenteditable="true"><span id="rich">x</span></div><button id="button">b</button><li id="item" tabindex="0">i</li>';
    expect(isTypingTarget(document.getElementById('field'))).toBe(true);
    expect(isTypingTarget(document.getElementById('rich'))).toBe(true);
    expect(isTypingTarget(document.getElementById('button'))).toBe(false);
    expect(isTypingTarget(document.getElementById('item'))).toBe(false);
  });
});
