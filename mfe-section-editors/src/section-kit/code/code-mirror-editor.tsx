import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import { basicSetup } from 'codemirror';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { oneDarkHighlightStyle } from '@codemirror/theme-one-dark';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useFormScheme } from '../site-theme';
import type { CodeEditorProps } from './code-editor-props';

type GlobalToken = ReturnType<typeof theme.useToken>['token'];

const LANGUAGES: Record<CodeEditorProps['language'], () => Extension> = {
  html: () => html(),
  css: () => css(),
  javascript: () => javascript(),
};

/**
 * basicSetup's light syntax colours (`defaultHighlightStyle`), three of them darker to read at 4.5:1
 * or more on the editor's background and active line (the accessibility audit checks the code editor):
 * tag and type names #085 → #007048, regular expressions and escapes #e40 → #c03000, invalid #f00 → #c00.
 */
const LIGHT_HIGHLIGHT_STYLE = HighlightStyle.define([
  { tag: tags.meta, color: '#404740' },
  { tag: tags.link, textDecoration: 'underline' },
  { tag: tags.heading, textDecoration: 'underline', fontWeight: 'bold' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strong, fontWeight: 'bold' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: tags.keyword, color: '#708' },
  { tag: [tags.atom, tags.bool, tags.url, tags.contentSeparator, tags.labelName], color: '#219' },
  { tag: [tags.literal, tags.inserted], color: '#164' },
  { tag: [tags.string, tags.deleted], color: '#a11' },
  { tag: [tags.regexp, tags.escape, tags.special(tags.string)], color: '#c03000' },
  { tag: tags.definition(tags.variableName), color: '#00f' },
  { tag: tags.local(tags.variableName), color: '#30a' },
  { tag: [tags.typeName, tags.namespace], color: '#007048' },
  { tag: tags.className, color: '#167' },
  { tag: [tags.special(tags.variableName), tags.macroName], color: '#256' },
  { tag: tags.definition(tags.propertyName), color: '#00c' },
  { tag: tags.comment, color: '#940' },
  { tag: tags.invalid, color: '#c00' },
]);

/**
 * The editor in the admin's antd theme: its colours, code font and focus ring, and syntax colours
 * that read on it (One Dark's in the dark scheme).
 */
function themeOf(token: GlobalToken, dark: boolean): Extension {
  return [
    EditorView.theme(
      {
        '&': {
          height: '100%',
          fontSize: '13px',
          color: token.colorText,
          backgroundColor: token.colorBgContainer,
        },
        '&.cm-focused': { outline: `2px solid ${token.colorPrimary}`, outlineOffset: '-2px' },
        '.cm-scroller': { fontFamily: token.fontFamilyCode, overflow: 'auto' },
        '.cm-content': { caretColor: token.colorText },
        '.cm-cursor, .cm-dropCursor': { borderLeftColor: token.colorText },
        '.cm-gutters': {
          color: token.colorTextSecondary,
          backgroundColor: token.colorFillQuaternary,
          borderRight: `1px solid ${token.colorBorderSecondary}`,
        },
        '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: token.colorFillQuaternary },
        '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
          { backgroundColor: token.controlItemBgActive },
        '.cm-tooltip': {
          color: token.colorText,
          backgroundColor: token.colorBgElevated,
          border: `1px solid ${token.colorBorderSecondary}`,
        },
        '.cm-panels': { color: token.colorText, backgroundColor: token.colorBgElevated },
      },
      { dark },
    ),
    syntaxHighlighting(dark ? oneDarkHighlightStyle : LIGHT_HIGHLIGHT_STYLE),
  ];
}

/**
 * CodeMirror for one language of the code page, from this remote's own chunk (no CDN, no worker):
 * basicSetup's editing (undo, search, bracket matching and closing, folding, comments, completion),
 * the language's syntax, two-space indents and wrapped lines. Tab is left to the browser, so the
 * keyboard moves on past the editor.
 */
export function CodeMirrorEditor({ language, label, value, onChange, onBlur, height }: CodeEditorProps) {
  const { token } = theme.useToken();
  const scheme = useFormScheme();
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({
    theme: new Compartment(),
    language: new Compartment(),
    label: new Compartment(),
  });
  // The latest callbacks, read by the editor's listeners, which are set up once.
  const callbacks = useRef({ onChange, onBlur });
  callbacks.current = { onChange, onBlur };

  // One editor per mount, from `value`: the pane remounts it when the text comes from elsewhere.
  useEffect(() => {
    if (!parent.current) return undefined;
    const parts = compartments.current;
    const editor = new EditorView({
      parent: parent.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          EditorState.tabSize.of(2),
          indentUnit.of('  '),
          EditorView.lineWrapping,
          parts.language.of(LANGUAGES[language]()),
          parts.label.of(EditorView.contentAttributes.of({ 'aria-label': label })),
          parts.theme.of(themeOf(token, scheme === 'dark')),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
          EditorView.domEventHandlers({ blur: () => callbacks.current.onBlur?.() }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      view.current = null;
      editor.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once; the effects below follow the props
  }, []);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.theme.reconfigure(themeOf(token, scheme === 'dark')),
    });
  }, [token, scheme]);
  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.language.reconfigure(LANGUAGES[language]()) });
  }, [language]);
  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.label.reconfigure(
        EditorView.contentAttributes.of({ 'aria-label': label }),
      ),
    });
  }, [label]);

  return (
    <div
      ref={parent}
      style={{
        height,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        overflow: 'hidden',
      }}
    />
  );
}
