import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The open dialog titled `title`, found by its text (rc-dialog names its title `test-id` under test). */
export function dialogTitled(title: string): HTMLElement | undefined {
  return screen.queryAllByRole('dialog').find((dialog) => within(dialog).queryAllByText(title).length > 0);
}

/** Answers 'Leave without saving' (asked by a leave guard or `confirmLeave`), and waits for it to go. */
export async function answerLeave(answer: 'Leave' | 'Stay'): Promise<void> {
  const question = await waitFor(() => {
    const found = dialogTitled('Leave without saving');
    if (!found) throw new Error('No leave dialog');
    return found;
  });
  await userEvent.setup({ delay: null }).click(within(question).getByRole('button', { name: answer }));
  await waitFor(() => expect(dialogTitled('Leave without saving')).toBeUndefined());
}
