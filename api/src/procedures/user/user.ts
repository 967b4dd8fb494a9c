import type { ORPCError } from '@orpc/server';
import type { ApiErrorData } from '@suite/shared';
import { and, count, eq } from 'drizzle-orm';
import { isHex } from 'viem';
import {
  createSession,
  findSession,
  revokeSession,
  revokeSessionsOfAddress,
  revokeSessionsOfUser,
} from '../../auth/sessions';
import { issueSignInMessage, resolveSignInDomain, verifySignIn } from '../../auth/siwe';
import { userAccounts, users } from '../../db/schema';
import { dropNftPictureNoLongerOwned, type NftPictureKeeper } from './nft-ownership';
import { apiError, invalidInput } from '../../errors';
import { clearedSessionCookieHeader, sessionCookieHeader } from '../../http/cookies';
import { limitedPerMinute } from '../../http/rate-limit';
import { base, requireSession } from '../../orpc';
import type { Services } from '../../services';
import { authenticatedAccount } from '../../users';

function invalidSignIn(): ORPCError<'UNAUTHORIZED', ApiErrorData> {
  // One answer for every failure (replayed, expired, tampered, wrong domain): no hint for an attacker.
  return apiError('UNAUTHORIZED', 'invalidSignIn', 'Invalid or expired sign-in message');
}

export function userProcedures(services: Services, keepNftPicture: NftPictureKeeper) {
  const { db, config } = services;
  const signedIn = requireSession(services);
  // Each message is a row (pruned a day after it expires), and each sign-in attempt may read the chain
  // (a contract wallet's signature): one client asks for so many, together, a minute.
  const signInLimited = limitedPerMinute(
    services.rateLimits,
    'sign-in-messages',
    config.signInRateLimitPerMinute,
    'tooManySignInRequests',
    'Too many sign-in requests from this address',
  );

  const messageToSign = base.user.messageToSign.use(signInLimited).handler(async ({ input, context }) => {
    const domain = resolveSignInDomain(context.host, context.origin, config.appOrigins);
    if (!domain) {
      const { host } = context;
      throw host === undefined
        ? invalidInput(
            {},
            { reason: 'signInHostUnknown', message: 'Sign-in is not allowed from an unknown host' },
          )
        : invalidInput(
            {},
            { reason: 'signInHostRefused', message: `Sign-in is not allowed from ${host}`, values: { host } },
          );
    }
    const issued = await issueSignInMessage(db, {
      address: input.address,
      domain,
      chainId: config.siweChainId,
    });
    return { message: issued.message, nonce: issued.nonce, expiresAt: issued.expiresAt.toISOString() };
  });

  const addAccount = base.user.addAccount.use(signInLimited).handler(async ({ input, context }) => {
    const domain = resolveSignInDomain(context.host, context.origin, config.appOrigins);
    if (!domain || !isHex(input.signature)) throw invalidSignIn();
    const address = await verifySignIn(db, services.verifier, {
      address: input.address,
      signature: input.signature,
      host: domain.host,
      nonce: input.nonce,
    });
    if (!address) throw invalidSignIn();

    const current = await findSession(db, context.sessionToken);
    const { token, userId } = await db.transaction(async (tx) => {
      const ownerOf = async () => {
        const [row] = await tx
          .select({ userId: userAccounts.userId })
          .from(userAccounts)
          .where(eq(userAccounts.address, address));
        return row?.userId;
      };
      const link = async (targetUserId: string): Promise<boolean> => {
        const inserted = await tx
          .insert(userAccounts)
          .values({ address, userId: targetUserId })
          .onConflictDoNothing()
          .returning({ address: userAccounts.address });
        return inserted.length === 1;
      };

      let owner = await ownerOf();
      if (current && input.link) {
        // Linking a second wallet to the signed-in user, proven by its signature.
        if (!owner && !(await link(current.userId))) owner = await ownerOf();
        if (owner && owner !== current.userId) {
          throw apiError(
            'CONFLICT',
            'walletLinkedElsewhere',
            'This wallet is already linked to another user',
          );
        }
        // The cookie is replaced by the new session; the old one must not stay usable.
        await revokeSession(tx, current.id);
        return { userId: current.userId, token: await createSession(tx, current.userId, address) };
      }
      if (input.link) {
        throw apiError('UNAUTHORIZED', 'signInBeforeLinking', 'Sign in before linking another wallet');
      }
      // A plain sign-in replaces whatever session this browser had (possibly another user's).
      if (current) await revokeSession(tx, current.id);
      if (!owner) {
        const [created] = await tx.insert(users).values({}).returning({ id: users.id });
        if (!created) throw new Error('Creating a user returned no row');
        if (await link(created.id)) {
          owner = created.id;
        } else {
          // A concurrent sign-in created the user for this address first: use that one.
          await tx.delete(users).where(eq(users.id, created.id));
          owner = await ownerOf();
        }
      }
      if (!owner) throw new Error(`No user owns ${address} after linking it`);
      return { userId: owner, token: await createSession(tx, owner, address) };
    });

    context.resHeaders?.append('set-cookie', sessionCookieHeader(token, config.cookieSecure));
    return authenticatedAccount(db, userId, address);
  });

  const authenticated = base.user.authenticatedAccount.use(signedIn).handler(async ({ context }) => {
    await keepNftPicture(context.session.userId);
    return authenticatedAccount(db, context.session.userId, context.session.address);
  });

  const removeAccount = base.user.removeAccount.use(signedIn).handler(async ({ input, context }) => {
    const { session } = context;
    const address = input.address.toLowerCase();
    await db.transaction(async (tx) => {
      // Lock the user row: two concurrent removals must not both pass the "keeps one wallet" check.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, session.userId)).for('update');
      const [owned] = await tx
        .select({ address: userAccounts.address })
        .from(userAccounts)
        .where(and(eq(userAccounts.address, address), eq(userAccounts.userId, session.userId)));
      // Another user's wallet is answered like an unknown one: nothing about other users leaks.
      if (!owned) throw apiError('NOT_FOUND', 'walletNotLinked', 'This wallet is not linked to your account');
      const [linked] = await tx
        .select({ value: count() })
        .from(userAccounts)
        .where(eq(userAccounts.userId, session.userId));
      if ((linked?.value ?? 0) <= 1) {
        throw apiError('CONFLICT', 'lastWallet', 'A user must keep at least one wallet');
      }
      if (address === session.address) {
        throw apiError(
          'CONFLICT',
          'currentWallet',
          'This session signed in with this wallet; sign in with another wallet to remove it',
        );
      }
      await tx.delete(userAccounts).where(eq(userAccounts.address, address));
      // Whoever signed in with the removed wallet (another device) is signed out.
      await revokeSessionsOfAddress(tx, address, session.id);
    });
    await dropNftPictureNoLongerOwned(services, session.userId);
    return authenticatedAccount(db, session.userId, session.address);
  });

  const logout = base.user.logout.handler(async ({ context }) => {
    // Idempotent: without a live session there is nothing to revoke, and the cookie is cleared anyway.
    const session = await findSession(db, context.sessionToken);
    if (session) await revokeSession(db, session.id);
    context.resHeaders?.append('set-cookie', clearedSessionCookieHeader(config.cookieSecure));
    return { ok: true as const };
  });

  const logoutAll = base.user.logoutAll.use(signedIn).handler(async ({ context }) => {
    await revokeSessionsOfUser(db, context.session.userId);
    context.resHeaders?.append('set-cookie', clearedSessionCookieHeader(config.cookieSecure));
    return { ok: true as const };
  });

  return { messageToSign, addAccount, authenticatedAccount: authenticated, removeAccount, logout, logoutAll };
}
