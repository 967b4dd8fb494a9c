import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/**
 * Presses the Sessions card's Sign out while a card holds unsaved changes: it asks 'Leave without
 * saving', Stay is answered, and nothing was signed out (`calls`: the requests the API got).
 */
export async function signOutAsksThenStays(calls: readonly string[]): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  const question = await screen.findByRole('dialog');
  expect(question).toHaveTextContent('Leave without saving');
  fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls).not.toContain('POST /api/user/logout');
}

/** Presses Sign out with nothing unsaved: it signs out without a question. */
export async function signOutWithoutQuestion(calls: readonly string[]): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(calls).toContain('POST /api/user/logout'));
  expect(screen.queryByText('Leave without saving')).not.toBeInTheDocument();
}
