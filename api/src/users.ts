import type { AuthenticatedAccount } from '@suite/shared';
import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from './db';
import { userAccounts, users } from './db/schema';

/** A user's wallet addresses (lower-case), in the order they were linked. */
export async function walletsOf(db: Pick<AppDatabase, 'select'>, userId: string): Promise<string[]> {
  const wallets = await db
    .select({ address: userAccounts.address })
    .from(userAccounts)
    .where(eq(userAccounts.userId, userId))
    .orderBy(asc(userAccounts.createdAt), asc(userAccounts.address));
  return wallets.map((wallet) => wallet.address);
}

/** The signed-in view of a user: the user, all linked addresses, and the session's address. */
export async function authenticatedAccount(
  db: AppDatabase,
  userId: string,
  sessionAddress: string,
): Promise<AuthenticatedAccount> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`User ${userId} of a live session does not exist`);
  const addresses = await walletsOf(db, userId);
  return {
    address: sessionAddress,
    user: {
      id: user.id,
      username: user.username,
      addresses,
      createdAt: user.createdAt.toISOString(),
      nftProfile:
        user.nftChainId !== null && user.nftAddress !== null && user.nftId !== null
          ? { nftChainId: user.nftChainId, nftAddress: user.nftAddress, nftId: user.nftId }
          : null,
    },
  };
}
