import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { SuiteProviders } from '@suite/shared/react';
import { errorBody, fakeApi } from '@suite/shared/testing';
import { MarkdownEditor } from './editor';

function renderEditor(data?: Record<string, unknown>) {
  const onChange = jest.fn();
  const onSave = jest.fn();
  render(
    <SuiteProviders>
      <App>
        <MarkdownEditor data={data} onChange={onChange} onSave={onSave} onCancel={jest.fn()} />
      </App>
    </SuiteProviders>,
  );
  return { onChange, onSave, user: userEvent.setup({ delay: null }) };
}

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

describe('MarkdownRenderer', () => {
  it('renders the markdown as formatted text, dropping raw HTML', async () => {
    const { MarkdownRenderer } = await import('./renderer');
    const { container } = render(
      <MarkdownRenderer
        data={{ source: '# Hi\n\nSome **bold** <script>alert(1)</script><img src=x onerror="alert(2)">' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Hi' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('MarkdownEditor', () => {
  it('reports the source live and saves it', async () => {
    const { onChange, onSave, user } = renderEditor();
    await user.type(screen.getByLabelText('Content'), '## Roadmap');
    expect(onChange).toHaveBeenLastCalledWith({ source: '## Roadmap' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ source: '## Roadmap' });
  });

  it('appends what the AI writes to the content', async () => {
    const api = fakeApi({
      'GET /api/ai/status': { status: 200, body: { configured: true } },
      'POST /api/ai/text': { status: 200, body: { text: 'Our token has three uses.' } },
    });
    const { onChange, user } = renderEditor({ source: '# Token' });
    await user.click(screen.getByRole('button', { name: 'Write with AI' }));
    await user.type(await screen.findByLabelText('What should the AI write?'), 'Say what the token is for');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByDisplayValue(/Our token has three uses\./)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ source: '# Token\n\nOur token has three uses.' });
    expect(api.calls.filter((call) => call.includes('/api/ai/'))).toEqual([
      'GET /api/ai/status',
      'POST /api/ai/text',
    ]);
  });

  it('shows AI writing disabled, saying why, when the server says AI is not configured', async () => {
    const api = fakeApi({ 'GET /api/ai/status': { status: 200, body: { configured: false } } });
    renderEditor();
    expect(await screen.findByText('AI is not configured on this server')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write with AI' })).toBeDisabled();
    expect(api.calls.filter((call) => call.includes('/api/ai/'))).toEqual(['GET /api/ai/status']);
  });

  it('disables AI writing and says why when the server answers that AI is not configured', async () => {
    fakeApi({
      'POST /api/ai/text': errorBody(
        503,
        'SERVICE_UNAVAILABLE',
        'AI is not configured on this server',
        'aiNotConfigured',
      ),
    });
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Write with AI' }));
    await user.type(await screen.findByLabelText('What should the AI write?'), 'Anything');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('AI is not configured on this server')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write with AI' })).toBeDisabled();
  });

  it('keeps AI writing on after another 503 (a busy database), saying what failed', async () => {
    fakeApi({
      'POST /api/ai/text': errorBody(
        503,
        'SERVICE_UNAVAILABLE',
        'The database is busy: try again in a moment',
        'databaseBusy',
      ),
    });
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Write with AI' }));
    await user.type(await screen.findByLabelText('What should the AI write?'), 'Anything');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findAllByText(/database is busy/)).not.toHaveLength(0);
    expect(screen.queryByText('AI is not configured on this server')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write with AI' })).toBeEnabled();
  });
});
