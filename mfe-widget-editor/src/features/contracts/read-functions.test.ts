import { widgetNftAbi } from './artifacts/widget-nft';
import { widgetTokenAbi } from './artifacts/widget-token';
import { formatResult, parseArgument, readFunctions } from './read-functions';

describe('contract read functions', () => {
  it('lists the view functions of the committed contracts', () => {
    expect(readFunctions(widgetTokenAbi).map((fn) => fn.name)).toEqual([
      'allowance',
      'balanceOf',
      'decimals',
      'name',
      'owner',
      'symbol',
      'totalSupply',
    ]);
    expect(readFunctions(widgetNftAbi).map((fn) => fn.name)).toContain('tokenURI');
    expect(readFunctions(widgetNftAbi).map((fn) => fn.name)).not.toContain('mint');
  });

  it('parses arguments by type, with a message for a bad one', () => {
    expect(parseArgument({ type: 'uint256', name: 'id' }, ' 42 ')).toBe(42n);
    expect(() => parseArgument({ type: 'uint256', name: 'id' }, '-1')).toThrow('Must be zero or more');
    expect(() => parseArgument({ type: 'uint256', name: 'id' }, '1.5')).toThrow('Must be a whole number');
    expect(() => parseArgument({ type: 'address', name: 'owner' }, '0x12')).toThrow(
      'Must be a valid address',
    );
    expect(parseArgument({ type: 'bool', name: 'on' }, 'true')).toBe(true);
    expect(() => parseArgument({ type: 'bytes4', name: 'id' }, 'zz')).toThrow('Must be hex');
  });

  it('shows results as text', () => {
    expect(formatResult(10n ** 24n)).toBe('1000000000000000000000000');
    expect(formatResult([1n, 'a'])).toBe('["1","a"]');
  });
});
