import { createContext, useContext, useEffect, useRef } from 'react';
import { unstable_serialize, type BareFetcher, type Key, type Middleware, type SWRConfiguration } from 'swr';

/** What the reads of a page kept through a session change (`SignedInPage`) need to know. */
export interface KeptReads {
  /**
   * The session ended under the page: the user's reads keep the keys of `address` and ask nothing
   * until someone signs in.
   */
  signedOut: boolean;
  /** The address the page's session signed in with, the last one known while signed out. */
  address: string;
  /** The wallets of the page's user, lower-case. */
  addresses: readonly string[];
  /**
   * True the first time a key asks, since the session came back: each read the page held while
   * signed out is asked once then, however many hooks hold it.
   */
  askAgain: (key: string) => boolean;
}

/** The kept page's reads, if any: `useResourceKey` keys a read with their address while signed out. */
export const KeptReadsContext = createContext<KeptReads | null>(null);

/**
 * The read a key names without whose it is, when it is one of the user's (`ResourceKey`: its third
 * part is the address the session signed in with); null for any other key.
 */
function userRead(key: Key, addresses: readonly string[]): string | null {
  if (!Array.isArray(key)) return null;
  const owner: unknown = key[2];
  if (typeof owner !== 'string' || !addresses.includes(owner.toLowerCase())) return null;
  return unstable_serialize(key.map((part: unknown, index) => (index === 2 ? null : part)));
}

/**
 * An swr middleware for the reads of a kept page:
 * - while the session is away, a read of the user keeps its key (`useResourceKey`) and asks
 *   nothing: it answers from what that very read last answered, or loads until someone signs in (a
 *   search typed meanwhile is never answered with the rows of another). Once signed in, each such
 *   read is asked again;
 * - signed in again with another of the user's wallets, a read keeps its last answer until the same
 *   read under the new address answers. Anything else (another id, page or query) is never
 *   answered by an old read.
 */
export const keepUserReads: Middleware =
  (useSWRNext) =>
  <Data, Failure>(
    key: Key,
    fetcher: BareFetcher<Data> | null,
    config: SWRConfiguration<Data, Failure, BareFetcher<Data>>,
  ) => {
    const kept = useContext(KeptReadsContext);
    const read = kept ? userRead(key, kept.addresses) : null;
    const waiting = kept !== null && kept.signedOut && read !== null;
    // Waiting, a read shows no other read's rows either (a list's keepPreviousData).
    const response = useSWRNext<Data, Failure>(
      key,
      waiting ? null : fetcher,
      waiting ? { ...config, keepPreviousData: false } : config,
    );
    const last = useRef<{ read: string; data: Data } | null>(null);
    // The key this read waited on while signed out.
    const waitedOn = useRef<string | null>(null);
    const { data, mutate } = response;
    const asked = read === null ? null : unstable_serialize(key);
    useEffect(() => {
      if (read !== null && data !== undefined) last.current = { read, data };
    }, [read, data]);
    useEffect(() => {
      if (waiting) waitedOn.current = asked;
      else if (waitedOn.current !== null) {
        const same = waitedOn.current === asked;
        waitedOn.current = null;
        // swr asks on a new key (signed in with another wallet), not on a new fetcher: the same key
        // is asked here, once however many hooks hold it.
        if (same && kept?.askAgain(asked)) void mutate();
      }
    }, [waiting, asked, kept, mutate]);
    const previous = last.current;
    const answered = data !== undefined;
    if (!answered && kept !== null && previous !== null && read === previous.read) {
      return { ...response, data: previous.data, isLoading: false };
    }
    // Asked for while signed out: it loads until the session is back (not an empty answer).
    return !answered && waiting ? { ...response, isLoading: true } : response;
  };
