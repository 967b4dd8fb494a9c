import { useApiErrorMessage } from './api-error-message';
import { useFeedback } from './use-feedback';

export interface Notify {
  /** A success toast. */
  success: (text: string) => void;
  /** An error toast with the error's text (`useApiErrorMessage`). */
  error: (error: unknown) => void;
  /** Runs an action, then a success toast with `successText` or an error toast; resolves whether it succeeded. */
  run: (action: () => Promise<unknown>, successText: string) => Promise<boolean>;
}

/** The toasts of a remote's actions (seed §8): a success with the seed's text, an error with the error's text. */
export function useNotify(): Notify {
  const errorMessage = useApiErrorMessage();
  const { message } = useFeedback();
  return {
    success: (text) => void message.success(text),
    error: (error) => void message.error(errorMessage(error)),
    run: async (action, successText) => {
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
