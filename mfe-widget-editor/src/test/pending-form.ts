import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { dialogTitled } from './render';

/**
 * A panel holding an edit still in its form (`pending`, the note beside it): it is unsaved, Save waits
 * for it, and going to another panel asks 'Leave without saving', answered Stay.
 */
export async function pendingFormHoldsTheEditor(user: UserEvent, pending: string): Promise<void> {
  expect(await screen.findByText('Unsaved changes')).toBeVisible();
  expect(screen.getByText(pending)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(
    within(await screen.findByRole('navigation', { name: 'Widget editor' })).getByText('Theme'),
  );
  await user.click(within(await dialogTitled('Leave without saving')).getByRole('button', { name: 'Stay' }));
}
