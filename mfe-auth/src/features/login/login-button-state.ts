/** What the login button offers, per seed 001 §4 (Login). */
export type LoginButtonState = 'connect' | 'sign' | 'logged';

export interface LoginButtonInput {
  /** The address of the connected wallet, if any. */
  connectedAddress?: string | null;
  /** The address the session signed in with, if signed in. */
  sessionAddress?: string | null;
}

/**
 * Seed 001 §4: no wallet connected → connect it; connected but not signed in, or connected with an
 * address other than the one the session signed in with → sign the message (with another wallet
 * linked to the user, the API signs in as the same user with that wallet: the way to free the first
 * one for removal); connected with the session's address → logged (the button is disabled).
 */
export function loginButtonState({ connectedAddress, sessionAddress }: LoginButtonInput): LoginButtonState {
  if (!connectedAddress) return 'connect';
  if (!sessionAddress) return 'sign';
  return connectedAddress.toLowerCase() === sessionAddress.toLowerCase() ? 'logged' : 'sign';
}
