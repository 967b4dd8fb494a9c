import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { SuiteProviders } from '@suite/shared/react';
import { errorBody, fakeApi } from '@suite/shared/testing';
import { CodeEditorContext } from '../../section-kit/code/code-editor-context';
import type { CodeEditorProps } from '../../section-kit/code/code-editor-props';
import { CodePageEditor } from './editor';
import { CodePageRenderer } from './renderer';
import { sandboxDocument } from '../../section-kit/code/sandbox-document';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

/**
 * CodeMirror edits through the browser's layout and contenteditable, which jsdom lacks: the editor is
 * given a plain textarea in its place (the e2e tests type into the real one).
 */
function TextareaCodeEditor({ label, value, onChange, onBlur }: CodeEditorProps) {
  return (
    <textarea
      aria-label={label}
      defaultValue={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}

const SAVED = { html: '<p>Hi</p>', css: 'p { color: red; }', js: '' };

function renderEditor(data: Record<string, unknown> = SAVED) {
  const onChange = jest.fn();
  const onSave = jest.fn();
  render(
    <SuiteProviders>
      <App>
        <CodeEditorContext.Provider value={TextareaCodeEditor}>
          <CodePageEditor data={data} onChange={onChange} onSave={onSave} onCancel={jest.fn()} />
        </CodeEditorContext.Provider>
      </App>
    </SuiteProviders>,
  );
  return { onChange, onSave };
}

describe('CodePageRenderer', () => {
  it('runs the code in a sandboxed frame with no access to the page', () => {
    render(<CodePageRenderer data={{ html: '<p>Hi</p>', css: 'p{}', js: 'document.title = "x"' }} />);
    const frame = screen.getByTitle('Code page');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
    // Its links open in a new tab, never in the frame or over the page.
    expect(frame.getAttribute('srcdoc')).toContain('<base target="_blank">');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hi</p>');
  });

  it('keeps the code from closing its own style and script tags early', () => {
    const document = sandboxDocument({
      html: '',
      css: 'a{}</style><script>x()</script>',
      js: 'a("</script>")',
    });
    expect(document).toContain('<style>a{}<\\/style><script>x()</script></style>');
    expect(document).toContain('a("<\\/script>")');
    // A code page's own script runs: no policy holds it back.
    expect(document).not.toContain('Content-Security-Policy');
  });
});

describe('CodePageEditor', () => {
  afterEach(() => jest.useRealTimers());

  it('reports a change 300 ms after the last keystroke', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    const { onChange } = renderEditor();
    await user.click(screen.getByRole('tab', { name: 'CSS' }));
    await user.type(screen.getByLabelText('CSS code'), ' a{{}');
    act(() => jest.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenLastCalledWith({ ...SAVED, css: 'p { color: red; } a{}' });
  });

  it('shows why the html does not parse on the html field, and Show all shows every editor', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    await user.click(screen.getByRole('switch', { name: 'Show all' }));
    expect(screen.getByLabelText('HTML code')).toBeInTheDocument();
    expect(screen.getByLabelText('JavaScript code')).toBeInTheDocument();
    expect(screen.getByLabelText('CSS code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('HTML code'), '<div>');
    await user.tab();
    expect(
      await screen.findByText('HTML does not parse: <div> opened on line 1 is never closed'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('edits a language in its full-screen dialog and keeps the text on return', async () => {
    const user = userEvent.setup({ delay: null });
    const { onChange } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByLabelText('HTML code');
    expect(code).toHaveValue('<p>Hi</p>');
    await user.type(code, '<p>There</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...SAVED, html: '<p>Hi</p><p>There</p>' });
    expect(screen.getByLabelText('HTML code')).toHaveValue('<p>Hi</p><p>There</p>');
  });

  it('puts the generated code into its tab, and says when AI is not configured', async () => {
    const api = fakeApi({
      'GET /api/ai/status': { status: 200, body: { configured: true } },
      'POST /api/ai/code': { status: 200, body: { code: '<h1>Token</h1>' } },
    });
    const user = userEvent.setup({ delay: null });
    const { onChange } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Generate code with AI' }));
    await user.type(await screen.findByLabelText('What should the AI write?'), 'A heading');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByDisplayValue('<h1>Token</h1>')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ ...SAVED, html: '<h1>Token</h1>' });
    expect(api.calls.filter((call) => call.includes('/api/ai/'))).toEqual([
      'GET /api/ai/status',
      'POST /api/ai/code',
    ]);

    fakeApi({
      'POST /api/ai/code': errorBody(
        503,
        'SERVICE_UNAVAILABLE',
        'AI is not configured on this server',
        'aiNotConfigured',
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Generate code with AI' }));
    await user.type(await screen.findByLabelText('What should the AI write?'), 'More');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('AI is not configured on this server')).toBeInTheDocument();
  });
});
