import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { setColorSchemePreference } from '@suite/shared/react';
import { FormSchemeProvider } from '../site-theme';
import { CodeMirrorEditor } from './code-mirror-editor';

afterEach(() => setColorSchemePreference('system'));

/** The colour the editor draws the tag name `div` of `<div>Hi</div>` in. */
function tagNameColour(around: (editor: ReactNode) => ReactNode = (editor) => editor): string {
  render(
    around(
      <CodeMirrorEditor
        language="html"
        label="HTML code"
        value="<div>Hi</div>"
        onChange={() => undefined}
        height={200}
      />,
    ),
  );
  const tagName = [...screen.getByRole('textbox', { name: 'HTML code' }).querySelectorAll('span')].find(
    (span) => span.textContent === 'div',
  );
  if (!tagName) throw new Error('The tag name is not drawn apart');
  return getComputedStyle(tagName).color;
}

// basicSetup's tag names, darker to read at 4.5:1 (LIGHT_HIGHLIGHT_STYLE), and One Dark's.
const LIGHT_TAG = 'rgb(0, 112, 72)';
const ONE_DARK_TAG = 'rgb(229, 192, 123)';

describe("CodeMirror's syntax colours", () => {
  it("follow the admin's scheme", () => {
    act(() => setColorSchemePreference('dark'));
    expect(tagNameColour()).toBe(ONE_DARK_TAG);
  });

  it("follow the form's scheme where a partner's page draws the dialog light in a dark system", () => {
    act(() => setColorSchemePreference('dark'));
    expect(tagNameColour((editor) => <FormSchemeProvider scheme="light">{editor}</FormSchemeProvider>)).toBe(
      LIGHT_TAG,
    );
  });
});
