import { SIGN_IN_MESSAGE_TTL_MINUTES } from '@suite/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  createPublicClient,
  custom,
  getAddress,
  http,
  isAddressEqual,
  recoverMessageAddress,
  type Hex,
  type PublicClient,
} from 'viem';
import {
  createSiweMessage,
  generateSiweNonce,
  parseSiweMessage,
  verifySiweMessage,
  type VerifySiweMessageParameters,
} from 'viem/siwe';
import type { AppDatabase } from '../db';
import { signInNonces } from '../db/schema';
import type { Logger } from '../log';

const SIGN_IN_STATEMENT = 'Sign in to the site builder admin.';

/** How many of an address's live messages a signature is matched against (several tabs may ask). */
const LIVE_MESSAGES_CHECKED = 5;

/** The host a sign-in message is bound to and the configured origin it belongs to. */
export interface SignInDomain {
  host: string;
  origin: string;
}

/**
 * The sign-in domain of a request: its host (`x-forwarded-host` first, as set by the dev-server
 * proxy or a load balancer) when it is the host of one of the configured app origins, else
 * undefined. Binding messages to the page's host is what lets wallets warn about phishing sites.
 */
export function resolveSignInDomain(
  requestHost: string | undefined,
  requestOrigin: string | undefined,
  appOrigins: readonly string[],
): SignInDomain | undefined {
  if (!requestHost) return undefined;
  const host = requestHost.trim().toLowerCase();
  const candidates = appOrigins.filter((origin) => new URL(origin).host === host);
  const origin = candidates.find((candidate) => candidate === requestOrigin) ?? candidates[0];
  return origin ? { host, origin } : undefined;
}

export interface IssuedMessage {
  message: string;
  nonce: string;
  expiresAt: Date;
}

/** Builds an EIP-4361 message with a fresh single-use nonce and stores it. */
export async function issueSignInMessage(
  db: AppDatabase,
  options: { address: string; domain: SignInDomain; chainId: number; now?: Date },
): Promise<IssuedMessage> {
  const issuedAt = options.now ?? new Date();
  const expiresAt = new Date(issuedAt.getTime() + SIGN_IN_MESSAGE_TTL_MINUTES * 60 * 1000);
  const nonce = generateSiweNonce();
  const message = createSiweMessage({
    // EIP-4361 wants the checksummed address in the message.
    address: getAddress(options.address),
    chainId: options.chainId,
    domain: options.domain.host,
    uri: options.domain.origin,
    statement: SIGN_IN_STATEMENT,
    version: '1',
    nonce,
    issuedAt,
    expirationTime: expiresAt,
  });
  await db.insert(signInNonces).values({
    nonce,
    address: options.address.toLowerCase(),
    message,
    domain: options.domain.host,
    issuedAt,
    expiresAt,
  });
  return { message, nonce, expiresAt };
}

/**
 * Verifies signatures against the chain of the message: viem needs an RPC only for contract
 * wallets (ERC-1271 / ERC-6492). One client per chain, built from configuration.
 */
export class SignatureVerifier {
  private readonly clients = new Map<number, PublicClient>();

  constructor(
    private readonly rpcUrls: ReadonlyMap<number, string>,
    private readonly log?: Logger,
  ) {}

  clientFor(chainId: number): PublicClient {
    let client = this.clients.get(chainId);
    if (!client) {
      const url = this.rpcUrls.get(chainId);
      const transport = url
        ? // A sign-in should fail fast rather than hang on a slow or dead node.
          http(url, { retryCount: 0, timeout: 10_000 })
        : custom({
            request: () =>
              Promise.reject(new Error(`No RPC URL is configured for chain ${chainId} (RPC_URLS)`)),
          });
      client = createPublicClient({ transport });
      this.clients.set(chainId, client);
    }
    return client;
  }

  /**
   * Whether `signature` is `address`'s valid signature of `message`, with the message's domain,
   * nonce and validity window as given. Never throws: an unreachable RPC counts as invalid.
   */
  async verify(options: {
    message: string;
    signature: Hex;
    address: string;
    domain: string;
    nonce: string;
    chainId: number;
    now: Date;
  }): Promise<boolean> {
    // viem passes unknown parameters of verifySiweMessage through to verifyHash, whose `mode: 'eoa'`
    // tries plain ECDSA recovery before any RPC call: a wallet with a private key signs in even when
    // the chain's RPC is down, and only contract wallets (recovery fails) go on-chain.
    const parameters: VerifySiweMessageParameters & { mode: 'eoa' } = {
      message: options.message,
      signature: options.signature,
      address: getAddress(options.address),
      domain: options.domain,
      nonce: options.nonce,
      time: options.now,
      mode: 'eoa',
    };
    try {
      return await verifySiweMessage(this.clientFor(options.chainId), parameters);
    } catch (error) {
      this.log?.warn(
        { err: error, chainId: options.chainId },
        'Sign-in signature could not be verified on chain',
      );
      return false;
    }
  }
}

/**
 * Verifies a signed sign-in message and consumes its nonce. The signature is checked against the
 * messages this server issued for the address (never a client-supplied text): the one of `nonce`
 * when the client names it, otherwise the address's newest live ones. The message must be bound to
 * the current request's host, and the nonce is marked used with a conditional UPDATE so two
 * concurrent requests can never both succeed. Returns the lower-case address, or undefined.
 */
export async function verifySignIn(
  db: AppDatabase,
  verifier: SignatureVerifier,
  options: { address: string; signature: Hex; host: string; nonce?: string },
): Promise<string | undefined> {
  const address = options.address.toLowerCase();
  const now = new Date();
  const live = await db
    .select()
    .from(signInNonces)
    .where(
      and(
        eq(signInNonces.address, address),
        isNull(signInNonces.usedAt),
        gt(signInNonces.expiresAt, now),
        options.nonce === undefined ? undefined : eq(signInNonces.nonce, options.nonce),
      ),
    )
    .orderBy(desc(signInNonces.issuedAt))
    .limit(LIVE_MESSAGES_CHECKED);
  if (live.length === 0) return undefined;

  // Which issued message was signed: the newest, unless a plain-key signature recovers to the
  // address over an older one (the user asked twice and signed the first). Contract wallets cannot
  // be recovered offline, so for them it is the newest.
  let signed = live[0];
  for (const row of live) {
    const recovered = await recoverMessageAddress({
      message: row.message,
      signature: options.signature,
    }).catch(() => undefined);
    if (recovered && isAddressEqual(recovered, getAddress(address))) {
      signed = row;
      break;
    }
  }
  if (!signed || signed.domain !== options.host) return undefined;

  const valid = await verifier.verify({
    message: signed.message,
    signature: options.signature,
    address,
    domain: options.host,
    nonce: signed.nonce,
    // The chain the message names (SIWE_CHAIN_ID when it was issued) is the one a contract wallet lives on.
    chainId: parseSiweMessage(signed.message).chainId ?? 0,
    now,
  });
  if (!valid) return undefined;

  const consumed = await db
    .update(signInNonces)
    .set({ usedAt: new Date() })
    .where(
      and(eq(signInNonces.nonce, signed.nonce), isNull(signInNonces.usedAt), gt(signInNonces.expiresAt, now)),
    )
    .returning({ nonce: signInNonces.nonce });
  return consumed.length === 1 ? address : undefined;
}
