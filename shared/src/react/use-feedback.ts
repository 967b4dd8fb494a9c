import { isValidElement, useMemo, type ReactNode } from 'react';
import { App } from 'antd';
import { useStatusIcons } from './control-icons';

type MessageApi = ReturnType<typeof App.useApp>['message'];
type ModalHookApi = ReturnType<typeof App.useApp>['modal'];
type TypeOpen = MessageApi['success'];
type JointContent = Parameters<TypeOpen>[0];
type ArgsProps = Extract<JointContent, { content: ReactNode }>;
type ModalFuncProps = Parameters<ModalHookApi['confirm']>[0];

export interface Feedback {
  /** antd's toasts: `message.success(text)`, `message.error(text)`… */
  message: MessageApi;
  /** antd's dialogs: `modal.confirm({ title, content, onOk })`, `modal.error(…)`… */
  modal: ModalHookApi;
}

type ToastKind = 'success' | 'info' | 'warning' | 'error';

/**
 * antd's toasts and dialogs (`App.useApp()`), with the icon that says their kind named in the page's
 * language ("Éxito", "Error") rather than after its English name ("check-circle"): a toast is
 * read as it appears, icon first. A confirmation's question mark only decorates its title, so it is
 * hidden. A caller's own `icon` wins.
 */
export function useFeedback(): Feedback {
  // The one place that reads antd's App context; ESLint sends every other caller here.
  // eslint-disable-next-line no-restricted-syntax
  const { message, modal } = App.useApp();
  const icons = useStatusIcons();
  return useMemo(() => {
    const toast =
      (kind: ToastKind): TypeOpen =>
      (content, duration, onClose) =>
        message[kind](withIcon(content, icons[kind]), duration, onClose);
    const dialog =
      (open: ModalHookApi['confirm'], icon: ReactNode): ModalHookApi['confirm'] =>
      (config: ModalFuncProps) =>
        open({ icon, ...config });
    return {
      message: {
        ...message,
        success: toast('success'),
        info: toast('info'),
        warning: toast('warning'),
        error: toast('error'),
      },
      modal: {
        ...modal,
        confirm: dialog(modal.confirm, icons.confirm),
        success: dialog(modal.success, icons.success),
        info: dialog(modal.info, icons.info),
        warning: dialog(modal.warning, icons.warning),
        error: dialog(modal.error, icons.error),
      },
    };
  }, [message, modal, icons]);
}

function withIcon(content: JointContent, icon: ReactNode): ArgsProps {
  return isArgs(content) ? { icon, ...content } : { content, icon };
}

/** antd's own test: a plain object with `content` is a toast's settings, anything else what it says. */
function isArgs(content: JointContent): content is ArgsProps {
  return (
    typeof content === 'object' &&
    content !== null &&
    !Array.isArray(content) &&
    !isValidElement(content) &&
    'content' in content
  );
}
