import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

// What the first load needs of Ethereum addresses, without viem: viem is a federation share whose
// whole code (clients, ABI coding, chains) a page would load for a checksum (ADR 0015). The same
// keccak-256 as viem's (`@noble/hashes`), so the results are viem's to the letter (unit-tested).

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export type HexAddress = `0x${string}`;

/** Whether `value` is `0x` and 40 hexadecimal digits, in any case (viem's `isAddress` without `strict`). */
export function isAddressFormat(value: string): value is HexAddress {
  return ADDRESS.test(value);
}

/** The EIP-55 checksummed form of an address (viem's `getAddress`); throws when it is not one. */
export function checksumAddress(address: string): HexAddress {
  if (!isAddressFormat(address)) throw new Error(`Address "${address}" is invalid.`);
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let checksummed = '0x';
  for (let index = 0; index < lower.length; index += 1) {
    const digit = lower.charAt(index);
    checksummed += parseInt(hash.charAt(index), 16) >= 8 ? digit.toUpperCase() : digit;
  }
  return `0x${checksummed.slice(2)}`;
}

/** keccak-256 of a text's UTF-8 bytes, as 0x-hex (viem's `keccak256(stringToHex(text))`). */
export function keccak256Text(text: string): HexAddress {
  return `0x${bytesToHex(keccak_256(utf8ToBytes(text)))}`;
}
