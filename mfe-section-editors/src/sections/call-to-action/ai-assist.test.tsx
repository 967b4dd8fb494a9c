import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { SuiteProviders } from '@suite/shared/react';
import { errorBody, fakeApi, SIGNED_IN_ACCOUNT } from '@suite/shared/testing';
import { CallToActionEditor } from './editor';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

const SAVED = {
  variant: 'dark',
  title: 'Join the mint',
  subtitle: 'Only 500 passes',
  button: { title: 'Mint now', url: 'https://example.com/mint', openInNewPage: true },
  items: [],
};

/**
 * The AI button of one field, found in the field's own form item: its name stays "Write with AI", so a
 * label query for the field ("Title") never finds the button too.
 */
function aiButtonOf(label: string): HTMLElement {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item');
  if (!(item instanceof HTMLElement)) throw new Error(`No form item labelled ${label}`);
  return within(item).getByRole('button', { name: 'Write with AI' });
}

function renderEditor() {
  const onChange = jest.fn();
  render(
    <SuiteProviders>
      <App>
        <CallToActionEditor data={SAVED} onChange={onChange} onSave={jest.fn()} onCancel={jest.fn()} />
      </App>
    </SuiteProviders>,
  );
  return { onChange, user: userEvent.setup({ delay: null }) };
}

describe('AI assist on titles and subtitles', () => {
  it('rewrites the title with what the AI writes, asking the status once for every button', async () => {
    const api = fakeApi({
      'GET /api/user/authenticated/account': { status: 200, body: SIGNED_IN_ACCOUNT },
      'GET /api/ai/status': { status: 200, body: { configured: true } },
      'POST /api/ai/text': { status: 200, body: { text: 'Mint your pass today\nand more' } },
    });
    const { onChange, user } = renderEditor();
    await user.click(aiButtonOf('Title'));
    await user.type(await screen.findByLabelText('What should the AI write?'), 'Catchier');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByDisplayValue('Mint your pass today')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Mint your pass today' }));
    expect(aiButtonOf('Subtitle')).toBeEnabled();
    expect(screen.getByLabelText('Title')).toHaveValue('Mint your pass today');
    expect(api.calls.filter((call) => call.includes('/api/ai/'))).toEqual([
      'GET /api/ai/status',
      'POST /api/ai/text',
    ]);
  });

  it('shows every AI button disabled, saying why, when the server has no AI configured', async () => {
    fakeApi({ 'GET /api/ai/status': { status: 200, body: { configured: false } } });
    renderEditor();
    expect(await screen.findAllByText('AI is not configured on this server')).toHaveLength(2);
    expect(aiButtonOf('Title')).toBeDisabled();
    expect(aiButtonOf('Subtitle')).toBeDisabled();
  });

  it('shows every AI button disabled, saying why, to nobody signed in (an editor embedded in another product)', async () => {
    const api = fakeApi({
      'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED', 'Not signed in', 'notSignedIn'),
      'GET /api/ai/status': { status: 200, body: { configured: true } },
    });
    const { user } = renderEditor();
    expect(await screen.findAllByText('Log in to use AI')).toHaveLength(2);
    expect(aiButtonOf('Title')).toBeDisabled();
    expect(aiButtonOf('Subtitle')).toBeDisabled();
    await user.click(aiButtonOf('Title'));
    expect(screen.queryByLabelText('What should the AI write?')).not.toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/ai/text');
  });
});
