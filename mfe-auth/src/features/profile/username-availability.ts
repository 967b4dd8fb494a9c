import { useDebounce } from 'use-debounce';
import { UsernameSchema } from '@suite/shared/schemas';
import { useUsernameExists } from '../../api/profile';
import type { AuthTranslate } from '../../i18n';

/** Seed 001 §9: searches wait 500 ms after the last key; the availability check does the same. */
const USERNAME_CHECK_DEBOUNCE_MS = 500;

export type UsernameAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'own' | 'error';

export interface AvailabilityInput {
  /** What the user typed (not yet debounced). */
  typed: string;
  /** The typed value after the debounce: the one asked about. */
  asked: string;
  /** The user's saved username: typing it again is no conflict. */
  current: string | null | undefined;
  exists: boolean | undefined;
  failed: boolean;
}

/** A valid username, normalised as the server stores it (lower case), or null. */
export function normalUsername(value: string): string | null {
  const parsed = UsernameSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** What to say about the typed username, from the (debounced) answer of `username-exists`. */
export function usernameAvailability({
  typed,
  asked,
  current,
  exists,
  failed,
}: AvailabilityInput): UsernameAvailability {
  const name = normalUsername(typed);
  if (!name) return 'idle';
  if (current && name === current.toLowerCase()) return 'own';
  if (normalUsername(asked) !== name) return 'checking';
  if (failed) return 'error';
  if (exists === undefined) return 'checking';
  return exists ? 'taken' : 'available';
}

const AVAILABILITY_MESSAGES: Record<UsernameAvailability, Parameters<AuthTranslate>[0] | null> = {
  idle: null,
  own: null,
  checking: 'username.checking',
  available: 'username.available',
  taken: 'username.taken',
  error: 'username.checkFailed',
};

/** What the username field says about its availability; nothing while idle or for the own name. */
export function availabilityText(availability: UsernameAvailability, t: AuthTranslate): string | null {
  const key = AVAILABILITY_MESSAGES[availability];
  return key ? t(key) : null;
}

/** The live availability check: debounced, then `GET /user/username-exists/{username}`. */
export function useUsernameAvailability(typed: string, current: string | null | undefined) {
  const [asked] = useDebounce(typed, USERNAME_CHECK_DEBOUNCE_MS);
  const name = normalUsername(asked);
  const own = Boolean(current && name === current.toLowerCase());
  const { data, error } = useUsernameExists(name && !own ? name : null);
  return usernameAvailability({ typed, asked, current, exists: data?.exists, failed: Boolean(error) });
}
