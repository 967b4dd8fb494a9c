import { checksumAddress, shortenAddress } from '@suite/shared';

/** The checksummed address (the API stores lower case), and its short form for the header. */
export function displayAddress(address: string): { full: string; short: string } {
  const full = checksumAddress(address);
  return { full, short: shortenAddress(full) };
}
