import { App } from 'antd';
import { apiErrorMessage } from '@suite/shared/client';

/**
 * Runs an action: a success toast with the seed's text, or an error toast with the error's text
 * (seed 001 §8). Resolves whether it succeeded.
 */
export function useNotify() {
  const { message } = App.useApp();
  return {
    run: async (action: () => Promise<unknown>, successText: string): Promise<boolean> => {
      try {
        await action();
        void message.success(successText);
        return true;
      } catch (error) {
        void message.error(apiErrorMessage(error));
        return false;
      }
    },
  };
}
