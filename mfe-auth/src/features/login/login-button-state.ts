/** What the login button offers, per seed 001 §4 (Login). */
export type LoginButtonState = 'connect' | 'sign' | 'logged';

export interface LoginButtonInput {
  /** The address of the connected wallet, if any. */
  connectedAddress?: string | null;
  /** The address the session signed in with, if signed in. */
  sessionAddress?: string | null;
  /** Every wallet linked to the signed-in user: connecting any of them is the same user. */
  linkedAddresses?: readonly string[];
}

/**
 * No wallet connected → connect it; connected but not signed in, or signed in as a user the
 * connected wallet does not belong to → sign the message; connected with the signed-in address
 * (or another wallet linked to the same user) → logged (nothing to do).
 */
export function loginButtonState({
  connectedAddress,
  sessionAddress,
  linkedAddresses = [],
}: LoginButtonInput): LoginButtonState {
  if (!connectedAddress) return 'connect';
  if (!sessionAddress) return 'sign';
  const connected = connectedAddress.toLowerCase();
  const ownWallets = [sessionAddress, ...linkedAddresses].map((address) => address.toLowerCase());
  return ownWallets.includes(connected) ? 'logged' : 'sign';
}
