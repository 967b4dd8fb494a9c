import { CHAINS, chainIdFromSlug, chainSlug } from '../constants/chains';
import { chainOptions, noRpcReason } from './readable-chains';

describe('readable chains', () => {
  it('disable and mark the chains this API has no RPC for, and say why', () => {
    const options = chainOptions(
      CHAINS.filter((chain) => [1, 31337].includes(chain.id)),
      [31337],
    );
    expect(options).toEqual([
      { value: 1, label: 'Ethereum — no RPC configured', disabled: true },
      { value: 31337, label: 'Local chain (testnet)', disabled: false },
    ]);
    expect(noRpcReason(1, [31337])).toBe(
      'No RPC is configured for Ethereum on this server (RPC_URLS): its NFTs cannot be imported or shown',
    );
    expect(noRpcReason(31337, [31337])).toBeUndefined();
    // Not known yet: nothing is held back.
    expect(noRpcReason(1, undefined)).toBeUndefined();
    expect(chainOptions(CHAINS, undefined).every((option) => !option.disabled)).toBe(true);
  });

  it('name a chain in URLs and read it back', () => {
    expect(chainSlug(56)).toBe('bnb-smart-chain');
    expect(chainSlug(31337)).toBe('local-chain');
    expect(chainIdFromSlug('local-chain')).toBe(31337);
    expect(chainIdFromSlug('Ethereum')).toBe(1);
    expect(chainIdFromSlug('8453')).toBe(8453);
    expect(chainIdFromSlug('moon')).toBeUndefined();
  });
});
