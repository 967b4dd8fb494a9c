import { useMemo, useSyncExternalStore } from 'react';
import { safeStorage } from '@suite/shared/react';
import { sentPaymentsChanged, subscribeSentPayments } from '../payments/sent-payments';
import { storedObject } from '../payments/stored-object';

/**
 * The credits top-up whose payment this device sent and has not seen credited yet, with the user who
 * bought it: the credits form follows it after a reload (its transactions are remembered as any
 * payment's, under its id), so that a payment still on its way is not bought a second time. Only the
 * last one is kept: the form holds Buy while it is followed. Another user signed in on the device
 * neither sees it nor forgets it.
 */
const KEY = 'suite:credits:top-up';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FollowedTopUp {
  id: string;
  userId: string;
}

/** The followed top-up, if storage holds one of ours (anyone can edit storage). */
function parseFollowedTopUp(raw: string | null): FollowedTopUp | null {
  const value = storedObject(raw);
  if (!value || !('id' in value) || !('userId' in value)) return null;
  const { id, userId } = value;
  if (typeof id !== 'string' || !UUID.test(id) || typeof userId !== 'string' || userId === '') return null;
  return { id, userId };
}

/** The wallet sent a payment for `userId`'s top-up `id`: followed until it is credited or known lost. */
export function followTopUp(id: string, userId: string): void {
  safeStorage('local').setItem(KEY, JSON.stringify({ id, userId } satisfies FollowedTopUp));
  sentPaymentsChanged();
}

/** The top-up `id` is settled (credited, or lost): no longer followed. */
export function stopFollowingTopUp(id: string): void {
  const storage = safeStorage('local');
  const raw = storage.getItem(KEY);
  const followed = parseFollowedTopUp(raw);
  // Another top-up is followed now; what cannot be read back is of no use either.
  if (raw === null || (followed !== null && followed.id !== id)) return;
  storage.removeItem(KEY);
  sentPaymentsChanged();
}

/**
 * The top-up this device follows for `userId` (none while no user is known), following every change
 * (another tab may buy or settle one).
 */
export function useFollowedTopUp(userId: string | undefined): string | null {
  const raw = useSyncExternalStore(
    subscribeSentPayments,
    () => safeStorage('local').getItem(KEY),
    () => null,
  );
  return useMemo(() => {
    const followed = parseFollowedTopUp(raw);
    return followed && followed.userId === userId ? followed.id : null;
  }, [raw, userId]);
}
