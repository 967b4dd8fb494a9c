import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DexGeneratorEditor } from './editor';
import { DEX_GENERATOR_DEFAULTS } from './defaults';
import { settle } from '../../test/settle';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

function editorProps() {
  return { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
}

describe('Enter in a token row', () => {
  it('does nothing in a token row of the DEX, while Enter in a field of the section itself still saves it', async () => {
    const user = userEvent.setup({ delay: null });
    const props = editorProps();
    render(
      <DexGeneratorEditor
        data={{
          ...DEX_GENERATOR_DEFAULTS,
          title: 'Local DEX',
          source: 'url',
          url: 'https://dex.example.com',
          tokens: [
            { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'TUSD', decimals: 6 },
            { address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', symbol: 'TNFT', decimals: 18 },
          ],
        }}
        {...props}
      />,
    );
    const token = within(screen.getByRole('group', { name: 'Token 1' }));
    await user.type(token.getByLabelText('Symbol'), 'C{Enter}');
    await settle();
    expect(props.onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Title'), '{Enter}');
    await waitFor(() => expect(props.onSave).toHaveBeenCalledTimes(1));
  });
});
