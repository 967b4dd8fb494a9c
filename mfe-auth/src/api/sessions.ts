import {
  announceSessionChanged,
  disconnectWallet,
  signOutEverywhereInPage,
  useApiClient,
} from '@suite/shared/react';
import type { Address } from 'viem';

/** Linking and unlinking wallets, signing out here or on every device. */
export function useAccountMutations() {
  const client = useApiClient();
  const signedOut = async () => {
    signOutEverywhereInPage();
    await disconnectWallet();
  };
  return {
    /** Links `address`, whose wallet signed the message of `nonce`, to the signed-in user. */
    link: async (address: Address, signature: `0x${string}`, nonce: string) => {
      const account = await client.user.addAccount({ address, signature, nonce, link: true });
      announceSessionChanged();
      return account;
    },
    remove: async (address: string) => {
      const account = await client.user.removeAccount({ address });
      announceSessionChanged();
      return account;
    },
    logout: async () => {
      await client.user.logout();
      await signedOut();
    },
    logoutAll: async () => {
      await client.user.logoutAll();
      await signedOut();
    },
  };
}
