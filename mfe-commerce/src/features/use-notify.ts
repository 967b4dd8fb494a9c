import { App } from 'antd';
import { useApiErrorMessage } from '@suite/shared/react';

/**
 * Runs an action: a success toast with the seed's text, or an error toast with the error's text
 * (seed §8). Resolves whether it succeeded.
 */
export function useNotify() {
  const errorMessage = useApiErrorMessage();
  const { message } = App.useApp();
  return {
    success: (text: string) => void message.success(text),
    error: (error: unknown) => void message.error(errorMessage(error)),
    run: async (action: () => Promise<unknown>, successText: string): Promise<boolean> => {
      try {
        await action();
        void message.success(successText);
        return true;
      } catch (error) {
        void message.error(errorMessage(error));
        return false;
      }
    },
  };
}
