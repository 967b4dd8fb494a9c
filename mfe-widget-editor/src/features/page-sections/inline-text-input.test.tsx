import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InlineTextInput } from './inline-text-input';

function renderInput() {
  const onCommit = jest.fn();
  const onCancel = jest.fn();
  render(
    <>
      <InlineTextInput
        label="Section name"
        initial="B"
        maxLength={120}
        onCommit={onCommit}
        onCancel={onCancel}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { input: screen.getByRole('textbox', { name: 'Section name' }), onCommit, onCancel };
}

describe('InlineTextInput', () => {
  it('saves what was typed when the focus leaves it, as Enter does', async () => {
    const user = userEvent.setup();
    const { input, onCommit, onCancel } = renderInput();
    await user.type(input, 'ee');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('Bee');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels when the focus leaves it empty', async () => {
    const user = userEvent.setup();
    const { input, onCommit, onCancel } = renderInput();
    await user.clear(input);
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onCommit).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape, and the focus leaving after it saves nothing', async () => {
    const user = userEvent.setup();
    const { input, onCommit, onCancel } = renderInput();
    await user.type(input, 'ee{Escape}');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('saves once on Enter, not again when the focus leaves', async () => {
    const user = userEvent.setup();
    const { input, onCommit } = renderInput();
    await user.type(input, 'ee{Enter}');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('Bee');
  });
});
