import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OrderedList, type OrderedListEditorProps } from './ordered-list';

/** A one-field editor keeping its own draft until Save, as the sections' item editors do. */
function TextEditor({ entry, onSave, onCancel }: OrderedListEditorProps<string>) {
  const [draft, setDraft] = useState(entry ?? '');
  return (
    <div>
      <label>
        Text
        <input value={draft} onChange={(event) => setDraft(event.target.value)} />
      </label>
      <button onClick={() => onSave(draft)}>Save entry</button>
      <button onClick={onCancel}>Cancel entry</button>
    </div>
  );
}

/** The list as a section editor holds it, with what it last handed back. */
function renderList(initial: string[]) {
  let current = initial;
  function Holder() {
    const [entries, setEntries] = useState(initial);
    return (
      <OrderedList
        entries={entries}
        onChange={(next) => {
          current = next;
          setEntries(next);
        }}
        label="Entries"
        summary={(entry) => entry}
        emptyText="No entries yet."
        addLabel="Add entry"
        renderEditor={(props) => <TextEditor {...props} />}
      />
    );
  }
  render(<Holder />);
  return { user: userEvent.setup({ delay: null }), entries: () => current };
}

const row = (name: string) => within(screen.getByRole('listitem', { name }));

describe('OrderedList', () => {
  it('keeps the open editor on its entry, with its draft, when entries move: nothing is overwritten', async () => {
    const { user, entries } = renderList(['alpha', 'beta', 'gamma']);
    await user.click(row('beta').getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Text'));
    await user.type(screen.getByLabelText('Text'), 'beta edited');
    await user.click(row('beta').getByRole('button', { name: 'Down' }));
    expect(entries()).toEqual(['alpha', 'gamma', 'beta']);
    // Another entry moving across it changes nothing either.
    await user.click(row('alpha').getByRole('button', { name: 'Down' }));
    expect(entries()).toEqual(['gamma', 'alpha', 'beta']);
    expect(screen.getByLabelText('Text')).toHaveValue('beta edited');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(entries()).toEqual(['gamma', 'alpha', 'beta edited']);
  });

  it('keeps the editor open on its entry when another one is removed, and closes it when its own is', async () => {
    const { user, entries } = renderList(['alpha', 'beta', 'gamma']);
    await user.click(row('gamma').getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Text'), ' 2');
    await user.click(row('alpha').getByRole('button', { name: 'Remove' }));
    expect(screen.getByLabelText('Text')).toHaveValue('gamma 2');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(entries()).toEqual(['beta', 'gamma 2']);

    await user.click(row('beta').getByRole('button', { name: 'Edit' }));
    await user.click(row('beta').getByRole('button', { name: 'Remove' }));
    expect(screen.queryByLabelText('Text')).not.toBeInTheDocument();
    expect(entries()).toEqual(['gamma 2']);
  });

  it('opens a fresh editor for each Edit and Add, and adds at the end', async () => {
    const { user, entries } = renderList(['alpha']);
    await user.click(row('alpha').getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Text'), ' unsaved');
    await user.click(screen.getByRole('button', { name: 'Cancel entry' }));
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(screen.getByLabelText('Text')).toHaveValue('');
    await user.type(screen.getByLabelText('Text'), 'omega');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(entries()).toEqual(['alpha', 'omega']);
  });
});
