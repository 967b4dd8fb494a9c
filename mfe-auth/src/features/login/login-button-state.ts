/** What the login button offers, per seed 001 §4 (Login). */
export type LoginButtonState = 'connect' | 'sign' | 'logged';

export const LOGIN_BUTTON_TEXT: Record<LoginButtonState, string> = {
  connect: 'Login',
  sign: 'Sign message',
  logged: 'Logged',
};

export interface LoginButtonInput {
  /** The address of the connected wallet, if any. */
  connectedAddress?: string | null;
  /** The address the session signed in with, if signed in. */
  sessionAddress?: string | null;
}

/**
 * No wallet connected → connect it; connected but not signed in, or signed in with another
 * address → sign the message; connected with the signed-in address → logged (nothing to do).
 */
export function loginButtonState({ connectedAddress, sessionAddress }: LoginButtonInput): LoginButtonState {
  if (!connectedAddress) return 'connect';
  if (!sessionAddress || sessionAddress.toLowerCase() !== connectedAddress.toLowerCase()) return 'sign';
  return 'logged';
}
