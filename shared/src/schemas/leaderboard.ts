import * as z from 'zod/v4';
import { SERIAL_ID_MAX } from '../constants/limits';
import { AddressSchema, hasAtMostDecimals, WidgetIdSchema } from './common';
import { limitSchema, PageSchema, SearchSchema } from './paging';
import { atMostChars, coded, required, validationMessage, validationNumber } from '../i18n/validation';

export const LEADERBOARD_DEFAULT_PAGE_SIZE = 10;

export const LeaderboardSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  title: z.string(),
  description: z.string(),
  createdAt: z.iso.datetime(),
  /** When the score key a site's server posts with was made, or null while there is none. */
  scoreKeyCreatedAt: z.iso.datetime().nullable(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export const LeaderboardCreateInputSchema = z.object({
  /** The widget (site) the ranking section belongs to. */
  siteId: WidgetIdSchema,
  title: z.string().trim().min(1, required).max(100, atMostChars(100)),
  description: z.string().trim().max(1000, atMostChars(1000)).default(''),
});
export type LeaderboardCreateInput = z.input<typeof LeaderboardCreateInputSchema>;

export const LeaderboardListInputSchema = z.object({
  siteId: WidgetIdSchema,
  page: PageSchema,
  pageSize: limitSchema(LEADERBOARD_DEFAULT_PAGE_SIZE),
  q: SearchSchema,
});

/** The shape the ranking editor reads (seed 000 §7): `data` and `total`. */
export const LeaderboardListSchema = z.object({
  data: z.array(LeaderboardSchema),
  total: z.number().int().min(0),
});
export type LeaderboardList = z.infer<typeof LeaderboardListSchema>;

export const LeaderboardIdInputSchema = z.object({
  id: z.coerce
    .number(coded('leaderboardId'))
    .int(coded('leaderboardId'))
    .min(1, coded('leaderboardId'))
    .max(SERIAL_ID_MAX, coded('leaderboardId')),
});

export const LeaderboardUpdateInputSchema = LeaderboardIdInputSchema.extend({
  title: LeaderboardCreateInputSchema.shape.title,
  description: LeaderboardCreateInputSchema.shape.description,
});
export type LeaderboardUpdateInput = z.input<typeof LeaderboardUpdateInputSchema>;

/** A ranking section and the Rankings panel show entries in pages of 10. */
export const LEADERBOARD_ENTRIES_PAGE_SIZE = 10;
/** Scores lie within ±10^11 with at most 4 decimals: 15 significant digits, exact as a JSON number. */
export const LEADERBOARD_SCORE_LIMIT = 100_000_000_000;
export const LEADERBOARD_SCORE_DECIMALS = 4;
/** The English of the score's `mustHaveAtMostDecimals`. */
export const SCORE_DECIMALS_MESSAGE = `Must have at most ${LEADERBOARD_SCORE_DECIMALS} decimals`;

/** The score limit grouped as the messages' language writes it (100,000,000,000). */
const scoreLimit = () => validationNumber(LEADERBOARD_SCORE_LIMIT, { grouped: true });

export const LeaderboardScoreSchema = z
  .number(coded('number'))
  .min(-LEADERBOARD_SCORE_LIMIT, { error: () => validationMessage('atLeast', { min: `-${scoreLimit()}` }) })
  .max(LEADERBOARD_SCORE_LIMIT, { error: () => validationMessage('atMost', { max: scoreLimit() }) })
  .refine(
    (score) => hasAtMostDecimals(score, LEADERBOARD_SCORE_DECIMALS),
    coded('mustHaveAtMostDecimals', { max: LEADERBOARD_SCORE_DECIMALS }),
  );

/**
 * The wallet an entry belongs to. Stored in lower case (one entry per wallet whatever the case it is
 * sent in); answered checksummed.
 */
export const LeaderboardWalletSchema = AddressSchema.transform((address) => address.toLowerCase());

/**
 * One wallet's place on a leaderboard. Order: score descending, then the earlier score first (the
 * time the current score was set), then the entry id. Rank is standard competition ranking ("1224"):
 * 1 + the number of entries with a higher score, so tied scores share a rank on any page.
 */
export const LeaderboardEntrySchema = z.object({
  id: z.number().int(),
  rank: z.number().int().min(1),
  address: z.string(),
  score: z.number(),
  /** When the current score was set (the tie-breaker). */
  scoredAt: z.iso.datetime(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardEntryPageSchema = z.object({
  data: z.array(LeaderboardEntrySchema),
  total: z.number().int().min(0),
});
export type LeaderboardEntryPage = z.infer<typeof LeaderboardEntryPageSchema>;

export const LeaderboardEntriesInputSchema = LeaderboardIdInputSchema.extend({
  page: PageSchema,
  pageSize: limitSchema(LEADERBOARD_ENTRIES_PAGE_SIZE),
});

/** An entry's fields as the API takes them: the wallet and its score. */
const LeaderboardEntryFieldsSchema = z.object({
  address: LeaderboardWalletSchema,
  score: LeaderboardScoreSchema,
});
export type LeaderboardEntryFields = z.output<typeof LeaderboardEntryFieldsSchema>;

/** The Rankings panel's entry form: a number input is empty (null) until something is typed. */
export const LeaderboardEntryFormSchema = z.object({
  address: LeaderboardWalletSchema,
  score: z
    .number(coded('number'))
    .nullable()
    .transform((score, context) => {
      if (score !== null) return score;
      context.addIssue({ code: 'custom', message: validationMessage('required') });
      return z.NEVER;
    })
    .pipe(LeaderboardScoreSchema),
});
export type LeaderboardEntryFormValues = z.input<typeof LeaderboardEntryFormSchema>;

export const LeaderboardEntryCreateInputSchema = LeaderboardIdInputSchema.extend(
  LeaderboardEntryFieldsSchema.shape,
);

const EntryIdSchema = z.coerce
  .number(coded('entryId'))
  .int(coded('entryId'))
  .min(1, coded('entryId'))
  .max(SERIAL_ID_MAX, coded('entryId'));

export const LeaderboardEntryIdInputSchema = LeaderboardIdInputSchema.extend({ entryId: EntryIdSchema });

export const LeaderboardEntryUpdateInputSchema = LeaderboardEntryIdInputSchema.extend(
  LeaderboardEntryFieldsSchema.shape,
);

/**
 * The secret a site's server posts one leaderboard's scores with: `lbk_` and 43 base64url characters
 * (256 random bits). It is not the account's API key, which the embed code shows to every visitor.
 */
export const LEADERBOARD_SCORE_KEY_PATTERN = /^lbk_[A-Za-z0-9_-]{43}$/;

/**
 * A score a site's server posts with the leaderboard's score key. One entry per wallet: the best
 * score is kept (a lower or equal score changes nothing, and the answer says so).
 */
export const LeaderboardScorePostInputSchema = LeaderboardIdInputSchema.extend({
  siteId: WidgetIdSchema,
  scoreKey: z.string(coded('scoreKey')).regex(LEADERBOARD_SCORE_KEY_PATTERN, coded('scoreKey')),
  ...LeaderboardEntryFieldsSchema.shape,
});

/** A new score key: the secret, answered this once, and the leaderboard that now takes it. */
export const LeaderboardScoreKeySchema = z.object({
  scoreKey: z.string().regex(LEADERBOARD_SCORE_KEY_PATTERN),
  leaderboard: LeaderboardSchema,
});
export type LeaderboardScoreKey = z.infer<typeof LeaderboardScoreKeySchema>;

export const LeaderboardScorePostResultSchema = z.object({
  entry: LeaderboardEntrySchema,
  /** Whether this score was kept: a new wallet, or higher than its best. */
  kept: z.boolean(),
});
export type LeaderboardScorePostResult = z.infer<typeof LeaderboardScorePostResultSchema>;

export const LEADERBOARD_DUPLICATE_WALLET_MESSAGE = 'This wallet is already on this leaderboard';

/** The Rankings panel's leaderboard form: the fields of a create, without the site. */
export const LeaderboardFormSchema = LeaderboardCreateInputSchema.pick({ title: true, description: true });
export type LeaderboardFormValues = z.input<typeof LeaderboardFormSchema>;
