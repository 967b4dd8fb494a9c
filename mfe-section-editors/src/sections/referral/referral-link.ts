import { AddressSchema } from '@suite/shared/schemas';
import { safeStorage } from '@suite/shared/react';

/** The query parameter of a referral link: `?ref=0x…`, the referrer's wallet address. */
const REF_PARAM = 'ref';
/**
 * The page that frames the widget, as the embed snippet passes it to its frame (`?page=`): a visitor's
 * link points there, not at the frame.
 */
const PAGE_PARAM = 'page';
const VISITOR_KEY_STORAGE = 'suite:referral-visitor';

/** The referrer's address in a page address's query, when it holds a valid one. */
export function referrerIn(search: string): string | undefined {
  const ref = new URLSearchParams(search).get(REF_PARAM);
  const parsed = AddressSchema.safeParse(ref ?? '');
  return parsed.success ? parsed.data : undefined;
}

function webAddress(text: string | null | undefined): URL | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page visitors see the widget on: the framing page the snippet named, else — inside a frame —
 * the page that opened it (as much of it as the browser tells), else this page.
 */
export function sharedPage(
  location: Pick<Location, 'href' | 'search'>,
  framed: boolean,
  referrer: string,
): URL {
  const named = webAddress(new URLSearchParams(location.search).get(PAGE_PARAM));
  if (named) return named;
  const here = new URL(location.href);
  here.searchParams.delete(PAGE_PARAM);
  return (framed ? webAddress(referrer) : undefined) ?? here;
}

/** The visitor's personal link: the page with `?ref=` set to their address (any earlier ref replaced). */
export function referralLink(page: URL, address: string): string {
  const link = new URL(page.href);
  link.searchParams.set(REF_PARAM, address);
  return link.href;
}

let memoryKey: string | undefined;

function newKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * This visitor's random key, so their visits through a link count once: kept in the page's
 * `safeStorage` (the browser's localStorage where the page may use it, else memory for the page's
 * life, as in an embed on another site). A write the browser drops keeps the key in memory.
 */
export function visitorKey(storage: Storage = safeStorage('local')): string {
  const kept = storage.getItem(VISITOR_KEY_STORAGE);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  memoryKey ??= newKey();
  storage.setItem(VISITOR_KEY_STORAGE, memoryKey);
  return memoryKey;
}
