import { useDebounce } from 'use-debounce';
import { UsernameSchema } from '@suite/shared';
import { useUsernameExists } from '../../api/profile';

export const USERNAME_TAKEN_MESSAGE = 'This username is already taken';
export const USERNAME_AVAILABLE_MESSAGE = 'This username is available';
export const USERNAME_CHECKING_MESSAGE = 'Checking availability…';
export const USERNAME_CHECK_FAILED_MESSAGE = 'Could not check this username';
/** Seed 001 §9: searches wait 500 ms after the last key; the availability check does the same. */
export const USERNAME_CHECK_DEBOUNCE_MS = 500;

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

export const AVAILABILITY_TEXT: Record<UsernameAvailability, string | null> = {
  idle: null,
  own: null,
  checking: USERNAME_CHECKING_MESSAGE,
  available: USERNAME_AVAILABLE_MESSAGE,
  taken: USERNAME_TAKEN_MESSAGE,
  error: USERNAME_CHECK_FAILED_MESSAGE,
};

/** The live availability check: debounced, then `GET /user/username-exists/{username}`. */
export function useUsernameAvailability(typed: string, current: string | null | undefined) {
  const [asked] = useDebounce(typed, USERNAME_CHECK_DEBOUNCE_MS);
  const name = normalUsername(asked);
  const own = Boolean(current && name === current.toLowerCase());
  const { data, error } = useUsernameExists(name && !own ? name : null);
  return usernameAvailability({ typed, asked, current, exists: data?.exists, failed: Boolean(error) });
}
