import { getAddress, isAddress, keccak256, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { checksumAddress, isAddressFormat, keccak256Text } from './address';

/** Addresses of every shape: from keys, all digits, all letters, lower and upper case. */
const ADDRESSES = [
  ...Array.from(
    { length: 40 },
    (_, index) => privateKeyToAccount(`0x${(index + 1).toString(16).padStart(64, '0')}`).address,
  ),
  '0x0000000000000000000000000000000000000000',
  '0xffffffffffffffffffffffffffffffffffffffff',
  '0xABCDEFABCDEFABCDEFABCDEFABCDEFABCDEFABCD',
  '0xd8da6bf26964af9d7eed9e03e53415d37aa96045',
];

describe('address helpers', () => {
  it('checksum every address as viem does, from any case', () => {
    for (const address of ADDRESSES) {
      for (const form of [address, address.toLowerCase(), `0x${address.slice(2).toUpperCase()}`]) {
        expect(checksumAddress(form)).toBe(getAddress(form));
      }
    }
  });

  it('tell an address apart as viem does without strict checks', () => {
    const candidates = [
      ...ADDRESSES,
      '0x123',
      'd8da6bf26964af9d7eed9e03e53415d37aa96045',
      '0xg8da6bf26964af9d7eed9e03e53415d37aa9604',
      '',
    ];
    for (const value of candidates) expect(isAddressFormat(value)).toBe(isAddress(value, { strict: false }));
  });

  it('refuse to checksum what is not an address', () => {
    expect(() => checksumAddress('0x123')).toThrow('Address "0x123" is invalid.');
  });

  it('hash a text as viem does, beyond ASCII too', () => {
    for (const text of ['', 'hello', '{"tokens":[],"nfts":[]}', 'Zürich — 東京 ✓']) {
      expect(keccak256Text(text)).toBe(keccak256(stringToHex(text)));
    }
  });
});
