import { Suspense, useEffect, useRef, useState } from 'react';
import { Button, Flex, Modal, Skeleton, Typography } from 'antd';
import FullscreenOutlined from '@ant-design/icons/FullscreenOutlined';
import { useDebouncedCallback } from 'use-debounce';
import { CODE_CHANGE_DELAY_MS } from '@suite/shared/sections';
import { useAiCode } from '../../api/ai';
import { AiAssist } from '../fields/ai-assist';
import { useCodeEditorComponent } from './code-editor-context';
import type { CodeLanguage } from './code-languages';
import { useSectionEditorsCatalog } from '../../i18n';

export interface CodePaneProps {
  language: CodeLanguage;
  /** The form's value of this language. */
  value: string;
  /** Called 300 ms after the last keystroke (seed 000 §9), at once on blur or AI generation. */
  onChange: (value: string) => void;
  height: number;
}

/**
 * One language of the code page: its code editor, its full-screen dialog and its AI generation.
 * Keystrokes stay in the pane and reach the form (and so the live preview) after the change delay.
 */
export function CodePane({ language, value, onChange, height }: CodePaneProps) {
  const { t } = useSectionEditorsCatalog();
  const CodeEditor = useCodeEditorComponent();
  const aiCode = useAiCode();
  const [fullScreen, setFullScreen] = useState(false);
  // The code editor owns its text while the user types (a controlled editor lagging one render behind
  // would undo keystrokes); it is given new text, and remounted, only when the text comes from
  // elsewhere: a reset of the form, the AI, the other editor of the full-screen dialog.
  const [shown, setShown] = useState({ text: value, revision: 0 });
  const latest = useRef(value);
  const reported = useRef(value);
  const report = useDebouncedCallback((next: string) => {
    reported.current = next;
    onChange(next);
  }, CODE_CHANGE_DELAY_MS);

  function show(text: string) {
    latest.current = text;
    setShown((current) => ({ text, revision: current.revision + 1 }));
  }

  // A value set from outside replaces the text; our own reports do not.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      show(value);
    }
  }, [value]);

  function edit(next: string) {
    latest.current = next;
    report(next);
  }

  function toggleFullScreen(open: boolean) {
    report.flush();
    if (shown.text !== latest.current) show(latest.current);
    setFullScreen(open);
  }

  const title = t(language.title);
  const label = t('codePage.codeOf', { language: title });
  const editor = (editorHeight: number | string) => (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <CodeEditor
        key={shown.revision}
        language={language.editorLanguage}
        label={label}
        value={shown.text}
        onChange={edit}
        onBlur={() => report.flush()}
        height={editorHeight}
      />
    </Suspense>
  );

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="flex-start">
        <AiAssist
          label={t('codePage.generate')}
          placeholder={t('codePage.aiPlaceholder', { language: title })}
          generate={async (prompt) => (await aiCode.trigger({ prompt, language: language.field })).code}
          onGenerated={(code) => {
            report.cancel();
            show(code);
            reported.current = code;
            onChange(code);
          }}
        />
        <Button icon={<FullscreenOutlined aria-hidden />} onClick={() => toggleFullScreen(true)}>
          {t('codePage.fullScreen')}
        </Button>
      </Flex>
      {fullScreen ? null : editor(height)}
      <Modal
        open={fullScreen}
        title={
          <Typography.Text strong>
            {title} <Typography.Text type="secondary">{t('codePage.fullScreenSuffix')}</Typography.Text>
          </Typography.Text>
        }
        width="100%"
        style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
        zIndex={1300}
        onCancel={() => toggleFullScreen(false)}
        footer={
          <Button type="primary" onClick={() => toggleFullScreen(false)}>
            {t('codePage.done')}
          </Button>
        }
        destroyOnHidden
      >
        {fullScreen ? editor('calc(100vh - 180px)') : null}
      </Modal>
    </Flex>
  );
}
