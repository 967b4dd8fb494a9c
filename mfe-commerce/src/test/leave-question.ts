import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogTitled, openDialogTitled } from '@suite/shared/testing';

/** Answers 'Leave without saving' (asked by a leave guard or `confirmLeave`), and waits for it to go. */
export async function answerLeave(answer: 'Leave' | 'Stay'): Promise<void> {
  const question = await dialogTitled('Leave without saving');
  await userEvent.setup({ delay: null }).click(within(question).getByRole('button', { name: answer }));
  await waitFor(() => expect(openDialogTitled('Leave without saving')).toBeUndefined());
}
