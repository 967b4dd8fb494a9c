import { LOCAL_CHAIN_ID } from '@suite/shared';
import { startingChain } from './starting-chain';

describe('the chain a new token or collection starts on', () => {
  it("is the first of the site's networks the API reads, in the chain list's order", () => {
    // Ticked Local chain first, then Base: the main network comes first in the list.
    expect(startingChain([LOCAL_CHAIN_ID, 8453], [1, 8453, LOCAL_CHAIN_ID])).toBe(8453);
    // Polygon is the site's, but this API cannot read it.
    expect(startingChain([137, 10], [1, 10])).toBe(10);
  });

  it('is the first chain the API reads when the site names none it reads', () => {
    expect(startingChain([], [LOCAL_CHAIN_ID])).toBe(LOCAL_CHAIN_ID);
    expect(startingChain([], [LOCAL_CHAIN_ID, 42161, 1])).toBe(1);
    expect(startingChain([137], [LOCAL_CHAIN_ID, 42161])).toBe(42161);
  });

  it('is the local chain when the readable chains are unknown', () => {
    expect(startingChain([8453], undefined)).toBe(LOCAL_CHAIN_ID);
    expect(startingChain([8453], [])).toBe(LOCAL_CHAIN_ID);
  });
});
