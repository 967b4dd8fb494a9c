import type { OwnProfile, PublicProfile } from '@suite/shared';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { apiError, invalidInput, isUniqueViolation, notFound } from '../../errors';
import { base, requireSession } from '../../orpc';
import type { SiteReadsLimit } from '../../http/public-reads-limit';
import type { Services } from '../../services';
import { checkNftOwnership, NO_NFT_PICTURE, type NftPictureKeeper } from './nft-ownership';

type UserRow = typeof users.$inferSelect;

const USERNAME_TAKEN = 'This username is already taken';

function publicView(row: UserRow): Omit<PublicProfile, 'username'> {
  return {
    bio: row.bio,
    nftProfile:
      row.nftChainId !== null && row.nftAddress !== null && row.nftId !== null
        ? { nftChainId: row.nftChainId, nftAddress: row.nftAddress, nftId: row.nftId }
        : null,
    storeProfile: {
      title: row.storeTitle,
      name: row.storeName,
      profileImageURL: row.profileImageUrl,
      backgroundImageURL: row.backgroundImageUrl,
      description: row.storeDescription,
      storeAccount: row.storeAccount,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

function ownView(row: UserRow): OwnProfile {
  return { ...publicView(row), username: row.username, createdOnSiteId: row.createdOnSiteId };
}

/** `keepNftPicture` checks a shown NFT picture again on chain now and then (it may have been sold). */
export function profileProcedures(
  services: Services,
  siteReads: SiteReadsLimit,
  keepNftPicture: NftPictureKeeper,
) {
  const { db } = services;
  const signedIn = requireSession(services);

  async function ownRow(userId: string): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new Error(`User ${userId} of a live session does not exist`);
    return row;
  }

  const upsert = base.user.upsert.use(signedIn).handler(async ({ input, context }) => {
    const userId = context.session.userId;
    try {
      const [row] = await db
        .update(users)
        .set({
          username: input.username,
          bio: input.bio,
          storeTitle: input.title,
          storeName: input.name,
          profileImageUrl: input.profileImageURL,
          backgroundImageUrl: input.backgroundImageURL,
          storeDescription: input.description,
          storeAccount: input.storeAccount,
          // Recorded once: the site the user first saved a profile from.
          createdOnSiteId: sql`coalesce(${users.createdOnSiteId}, ${input.createdOnSiteId ?? null})`,
        })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw new Error(`User ${userId} of a live session does not exist`);
      return ownView(row);
    } catch (error) {
      // The unique index decides, so two users racing for one name cannot both get it.
      if (isUniqueViolation(error)) throw apiError('CONFLICT', 'usernameTaken', USERNAME_TAKEN);
      throw error;
    }
  });

  const profile = base.user.profile.use(signedIn).handler(async ({ context }) => {
    await keepNftPicture(context.session.userId);
    return ownView(await ownRow(context.session.userId));
  });

  const usernameExists = base.user.usernameExists.use(siteReads).handler(async ({ input }) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
    return { exists: row !== undefined };
  });

  const byUsername = base.user.byUsername.use(siteReads).handler(async ({ input }) => {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
    if (!row?.username) throw notFound('user');
    const shown = row.nftId !== null && (await keepNftPicture(row.id)) ? { ...row, ...NO_NFT_PICTURE } : row;
    return { ...publicView(shown), username: row.username };
  });

  const validateNftOwnership = base.user.validateNftOwnership
    .use(signedIn)
    .handler(async ({ input, context }) => {
      const { nftChainId, nftAddress, nftId } = input;
      if (nftChainId === undefined || nftAddress === undefined || nftId === undefined) {
        const fields: Record<string, string> = {};
        if (nftChainId === undefined) fields.nftChainId = 'Required';
        if (nftAddress === undefined) fields.nftAddress = 'Required';
        if (nftId === undefined) fields.nftId = 'Required';
        throw invalidInput(fields, {
          reason: 'nftParametersMissing',
          message: 'Missing required parameters to validate NFT',
        });
      }
      const result = await checkNftOwnership(services, context.session.userId, {
        chainId: nftChainId,
        address: nftAddress,
        tokenId: nftId,
      });
      return result.owned
        ? { success: true }
        : {
            success: false,
            message: result.message,
            reason: result.reason,
            ...(result.values?.chainId === undefined ? {} : { values: { chainId: result.values.chainId } }),
          };
    });

  const setNftProfile = base.user.setNftProfile.use(signedIn).handler(async ({ input, context }) => {
    const userId = context.session.userId;
    const result = await checkNftOwnership(services, userId, {
      chainId: input.nftChainId,
      address: input.nftAddress,
      tokenId: input.nftId,
    });
    if (!result.owned) {
      const { reason, message, values } = result;
      throw reason === 'notNftOwner'
        ? apiError('FORBIDDEN', reason, message, values)
        : apiError('UNPROCESSABLE_CONTENT', reason, message, values);
    }
    const [row] = await db
      .update(users)
      .set({ nftChainId: input.nftChainId, nftAddress: input.nftAddress.toLowerCase(), nftId: input.nftId })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new Error(`User ${userId} of a live session does not exist`);
    return ownView(row);
  });

  const clearNftProfile = base.user.clearNftProfile.use(signedIn).handler(async ({ context }) => {
    const userId = context.session.userId;
    const [row] = await db.update(users).set(NO_NFT_PICTURE).where(eq(users.id, userId)).returning();
    if (!row) throw new Error(`User ${userId} of a live session does not exist`);
    return ownView(row);
  });

  return {
    upsert,
    profile,
    usernameExists,
    byUsername,
    validateNftOwnership,
    setNftProfile,
    clearNftProfile,
  };
}
