import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { CUSTOM_SECTION_DEFAULTS, SECTION_REGISTRY } from '@suite/shared/sections';
import { SuiteProviders } from '@suite/shared/react';
import { SectionDialog } from '../../features/section-dialog/section-dialog';
import { CodeEditorContext } from '../../section-kit/code/code-editor-context';
import type { CodeEditorProps } from '../../section-kit/code/code-editor-props';
import { CustomSectionRenderer } from './renderer';
import { layOutAt } from '../../test/laid-out';

// antd's dialog and forms are slow in jsdom.
jest.setTimeout(60_000);

// The dialog's editor and preview sit in a split that draws its panes once it knows its size.
layOutAt();

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

describe('CustomSectionRenderer', () => {
  it("draws the owner's HTML and CSS in the code page's sandboxed frame, with no script of theirs", () => {
    render(<CustomSectionRenderer data={{ html: '<h2>Our story</h2>', css: 'h2 { color: teal; }' }} />);
    const frame = screen.getByTitle('Custom section');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
    // Its links open in a new tab, never in the frame or over the page.
    expect(frame.getAttribute('srcdoc')).toContain('<base target="_blank">');
    const document = frame.getAttribute('srcdoc') ?? '';
    expect(document).toContain('<h2>Our story</h2>');
    expect(document).toContain('h2 { color: teal; }');
  });

  it("lets no script in the owner's HTML run: only the frame's own height report carries the policy's nonce", () => {
    render(
      <CustomSectionRenderer
        data={{ html: '<img src=x onerror="alert(1)"><script>alert(2)</script>', css: '' }}
      />,
    );
    const document = screen.getByTitle('Custom section').getAttribute('srcdoc') ?? '';
    const policy =
      /<meta http-equiv="Content-Security-Policy" content="script-src 'nonce-([0-9a-f]{32})'">/.exec(
        document,
      );
    expect(policy).not.toBeNull();
    const nonce = policy?.[1] ?? '';
    // The policy is in the head, before the owner's HTML, and nothing but the report carries its nonce.
    expect(document.indexOf('Content-Security-Policy')).toBeLessThan(document.indexOf('<img src=x'));
    expect(document.split(`nonce="${nonce}"`)).toHaveLength(2);
    expect(document).toContain(`<script nonce="${nonce}">(function(){function h(){parent.postMessage(`);
  });

  it('is a registered type whose data is HTML and CSS only', () => {
    expect(SECTION_REGISTRY.custom.schema.safeParse({ html: '<p>a<p>b', css: '' }).success).toBe(true);
    expect(SECTION_REGISTRY.custom.schema.safeParse({ css: '' }).success).toBe(false);
  });
});

describe('Add custom section', () => {
  it('opens the custom section editor at once, HTML and CSS only, and saves a custom section', async () => {
    const onSave = jest.fn();
    render(
      <SuiteProviders>
        <App>
          <CodeEditorContext.Provider value={TextareaCodeEditor}>
            <SectionDialog open mode="add" types={['custom']} onSave={onSave} onClose={jest.fn()} />
          </CodeEditorContext.Provider>
        </App>
      </SuiteProviders>,
    );
    const user = userEvent.setup({ delay: null });
    const dialog = screen.getByRole('dialog');
    const form = await within(dialog).findByRole('form', { name: 'Custom section' });
    expect(within(dialog).getByRole('heading', { name: 'Custom section' })).toBeInTheDocument();
    expect(within(form).getByRole('tab', { name: 'HTML' })).toBeInTheDocument();
    expect(within(form).getByRole('tab', { name: 'CSS' })).toBeInTheDocument();
    expect(within(form).queryByRole('tab', { name: 'JavaScript' })).not.toBeInTheDocument();
    const html = within(form).getByLabelText('HTML code');
    await user.clear(html);
    await user.paste('<ul><li>One<li>Two</ul>');
    await user.tab();
    const save = within(form).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'custom',
          data: { html: '<ul><li>One<li>Two</ul>', css: CUSTOM_SECTION_DEFAULTS.css },
        }),
      ),
    );
  });
});
