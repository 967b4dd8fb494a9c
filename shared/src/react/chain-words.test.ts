import { act, renderHook } from '@testing-library/react';
import { CHAINS, chainIdFromSlug, chainSlug } from '../constants/chains';
import { setLanguage } from './i18n/i18n';
import { useChainWords } from './chain-words';

describe('chain words', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    window.localStorage.clear();
  });

  it("disable and mark the chains this API has no RPC for, and say why, in the page's language", async () => {
    const { result } = renderHook(() => useChainWords());
    const { chainOptions, noRpcReason } = result.current;
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

    await act(() => setLanguage('es'));
    expect(result.current.noRpcReason(1, [31337])).toBe(
      'Este servidor no tiene un RPC configurado para Ethereum (RPC_URLS): sus NFT no se pueden importar ni mostrar',
    );
    expect(
      result.current.chainOptions(
        CHAINS.filter((chain) => chain.id === 1),
        [31337],
      ),
    ).toEqual([{ value: 1, label: 'Ethereum — sin RPC configurado', disabled: true }]);
  });

  it("name chains in the page's language: the local chain and an unknown one translated, a testnet marked", async () => {
    const { result } = renderHook(() => useChainWords());
    const [polygon, local] = CHAINS.filter((chain) => chain.id === 137 || chain.id === 31337);
    if (!polygon || !local) throw new Error('Polygon and the local chain are in CHAINS');
    expect(result.current.name(31337)).toBe('Local chain');
    expect(result.current.name(5)).toBe('Chain 5');
    expect(result.current.label(local)).toBe('Local chain (testnet)');
    expect(result.current.label(polygon)).toBe('Polygon');
    expect(result.current.options).toHaveLength(CHAINS.length);
    expect(result.current.options).toContainEqual({ value: 31337, label: 'Local chain (testnet)' });

    await act(() => setLanguage('es'));
    expect(result.current.name(31337)).toBe('Cadena local');
    expect(result.current.name(5)).toBe('Cadena 5');
    expect(result.current.name(137)).toBe('Polygon');
    expect(result.current.label(local)).toBe('Cadena local (red de prueba)');
    expect(result.current.noRpcReason(31337, [1])).toBe(
      'Este servidor no tiene un RPC configurado para Cadena local (RPC_URLS): sus NFT no se pueden importar ni mostrar',
    );

    await act(() => setLanguage('pt'));
    expect(result.current.name(31337)).toBe('Rede local');
    expect(result.current.chainOptions([local], [1])).toEqual([
      { value: 31337, label: 'Rede local (rede de teste) — sem RPC configurado', disabled: true },
    ]);
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
