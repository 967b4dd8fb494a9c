import { createContext, useContext, useEffect, useRef } from 'react';
import { unstable_serialize, type BareFetcher, type Key, type Middleware, type SWRConfiguration } from 'swr';

/** What the reads of a page kept through a session change (`SignedInPage`) need to know. */
export interface KeptReads {
  /** The session ended under the page: the user's reads have no key until someone signs in. */
  signedOut: boolean;
  /** The wallets of the page's user, lower-case. */
  addresses: readonly string[];
}

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
 * An swr middleware: a read of the user keeps its last answer while the session is away (its key
 * is null) and, signed in again with another of the user's wallets, until the same read under the
 * new address answers. Anything else (another id, page or query) is never answered by an old read.
 */
export const keepUserReads: Middleware =
  (useSWRNext) =>
  <Data, Failure>(
    key: Key,
    fetcher: BareFetcher<Data> | null,
    config: SWRConfiguration<Data, Failure, BareFetcher<Data>>,
  ) => {
    const response = useSWRNext<Data, Failure>(key, fetcher, config);
    const kept = useContext(KeptReadsContext);
    const last = useRef<{ read: string; data: Data } | null>(null);
    const read = kept ? userRead(key, kept.addresses) : null;
    const { data } = response;
    useEffect(() => {
      if (read !== null && data !== undefined) last.current = { read, data };
    }, [read, data]);
    const previous = last.current;
    const keep =
      kept !== null &&
      data === undefined &&
      previous !== null &&
      (key ? read === previous.read : kept.signedOut);
    return keep ? { ...response, data: previous.data } : response;
  };
