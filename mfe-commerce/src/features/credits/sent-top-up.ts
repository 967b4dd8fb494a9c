import { useMemo, useSyncExternalStore } from 'react';
import { safeStorage } from '@suite/shared/react';
import { sentPaymentsChanged, subscribeSentPayments } from '../payments/sent-payments';
import { storedObject } from '../payments/stored-object';

/**
 * The credits top-up whose payment this device sent and has not seen credited yet: the credits form
 * follows it after a reload (its transactions are remembered as any payment's, under its id), so
 * that a payment still on its way is not bought a second time. Only the last one is kept: the form
 * holds Buy while it is followed.
 */
const KEY = 'suite:credits:top-up';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The followed top-up's id, if storage holds one of ours (anyone can edit storage). */
function parseFollowedTopUp(raw: string | null): string | null {
  const value = storedObject(raw);
  if (!value || !('id' in value)) return null;
  return typeof value.id === 'string' && UUID.test(value.id) ? value.id : null;
}

/** The wallet sent a payment for top-up `id`: followed until it is credited or known lost. */
export function followTopUp(id: string): void {
  safeStorage('local').setItem(KEY, JSON.stringify({ id }));
  sentPaymentsChanged();
}

/** The top-up `id` is settled (credited, lost, or not the signed-in owner's): no longer followed. */
export function stopFollowingTopUp(id: string): void {
  const storage = safeStorage('local');
  const raw = storage.getItem(KEY);
  const followed = parseFollowedTopUp(raw);
  // Another top-up is followed now; what cannot be read back is of no use either.
  if (raw === null || (followed !== null && followed !== id)) return;
  storage.removeItem(KEY);
  sentPaymentsChanged();
}

/** The top-up this device follows, following every change (another tab may buy or settle one). */
export function useFollowedTopUp(): string | null {
  const raw = useSyncExternalStore(
    subscribeSentPayments,
    () => safeStorage('local').getItem(KEY),
    () => null,
  );
  return useMemo(() => parseFollowedTopUp(raw), [raw]);
}
