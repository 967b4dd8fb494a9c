import { FX_CURRENCIES, LOCAL_FX_FEEDS } from '@suite/shared';
import { getContractAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { LOCAL_FX_DEPLOYER_KEY } from './fx-feeds';

describe('the local exchange-rate feeds', () => {
  it('are where account #18 deploys them, one nonce a currency in FX_CURRENCIES order', () => {
    const from = privateKeyToAccount(LOCAL_FX_DEPLOYER_KEY).address;
    expect(from).toBe('0xdD2FD4581271e230360230F9337D5c0430Bf44C0');
    expect(Object.keys(LOCAL_FX_FEEDS)).toEqual([...FX_CURRENCIES]);
    FX_CURRENCIES.forEach((currency, nonce) => {
      expect(LOCAL_FX_FEEDS[currency]).toBe(getContractAddress({ from, nonce: BigInt(nonce) }));
    });
  });
});
