import {
  CommerceConfigSchema,
  ContractConfigSchema,
  DexGeneratorConfigSchema,
  RankingConfigSchema,
  WidgetSectionConfigSchema,
} from './index';
import { functionSignature, parseAbiFunctions } from '../schemas/abi-functions';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('parseAbiFunctions', () => {
  it('reads the functions of an ABI or of a compiler artifact, with canonical signatures', () => {
    const abi = [
      { type: 'constructor', inputs: [] },
      {
        type: 'function',
        name: 'submit',
        stateMutability: 'payable',
        inputs: [
          {
            name: 'order',
            type: 'tuple[]',
            components: [
              { name: 'to', type: 'address' },
              { name: 'amount', type: 'uint256' },
            ],
          },
        ],
        outputs: [],
      },
      { type: 'function', name: 'owner', constant: true, inputs: [], outputs: [{ type: 'address' }] },
      { type: 'event', name: 'Done', inputs: [] },
    ];
    for (const text of [JSON.stringify(abi), JSON.stringify({ contractName: 'X', abi })]) {
      const parsed = parseAbiFunctions(text);
      expect(parsed.functions?.map(functionSignature)).toEqual(['submit((address,uint256)[])', 'owner()']);
      expect(parsed.functions?.map((fn) => fn.stateMutability)).toEqual(['payable', 'view']);
    }
  });

  it.each([
    ['{', 'The ABI must be valid JSON'],
    ['{"a":1}', 'The ABI must be a JSON array'],
    ['[{"name":"x"}]', 'Each ABI entry must have a type'],
    ['[{"type":"event","name":"E","inputs":[]}]', 'The ABI has no functions'],
    ['[{"type":"function","name":"1x","inputs":[],"outputs":[]}]', 'A function has no valid name'],
    [
      '[{"type":"function","name":"f","inputs":[{"type":"tuple"}],"outputs":[]}]',
      'The inputs of f are not valid ABI parameters',
    ],
  ])('refuses %s', (text, error) => {
    expect(parseAbiFunctions(text)).toEqual({ error });
  });
});

describe('ContractConfigSchema', () => {
  const abi =
    '[{"type":"function","name":"total","stateMutability":"view","inputs":[],"outputs":[{"type":"uint256"}]}]';
  it('needs a known network, an address, an ABI and a function of that ABI', () => {
    expect(
      messages(
        ContractConfigSchema.safeParse({ title: '', chainId: 5, address: '0x1', abi: '', functions: [] }),
      ),
    ).toEqual([
      'Choose a network',
      'Must be a valid address (0x followed by 40 hex characters)',
      'Paste the ABI of the contract',
      'Choose at least one function',
    ]);
    const address = `0x${'1'.repeat(40)}`;
    expect(
      messages(
        ContractConfigSchema.safeParse({ title: '', chainId: 1, address, abi, functions: ['gone()'] }),
      ),
    ).toEqual(['gone() is not in the ABI']);
    expect(
      ContractConfigSchema.safeParse({ title: '', chainId: 1, address, abi, functions: ['total()'] }).success,
    ).toBe(true);
  });
});

describe('picker sections', () => {
  it('cannot save a ranking, widget or commerce section without its pick', () => {
    expect(messages(RankingConfigSchema.safeParse({ title: '', rankingId: null }))).toEqual([
      'Choose a leaderboard',
    ]);
    expect(messages(WidgetSectionConfigSchema.safeParse({ widgetId: null }))).toEqual(['Choose a widget']);
    expect(messages(CommerceConfigSchema.safeParse({ content: { type: 'checkout', id: null } }))).toEqual([
      'Choose a checkout',
    ]);
    expect(
      CommerceConfigSchema.safeParse({ content: { type: 'store', params: { emailRequired: true } } }).success,
    ).toBe(true);
  });
});

describe('DexGeneratorConfigSchema', () => {
  const base = {
    title: 'DEX',
    description: '',
    chainId: 1,
    source: 'contracts',
    url: '',
    factoryAddress: '',
    routerAddress: '',
    tokens: [],
    feeBps: 30,
  };
  it('needs the contracts and two tokens for a swap box, the URL for an embedded app', () => {
    expect(messages(DexGeneratorConfigSchema.safeParse(base))).toEqual([
      'The router address is required',
      'The factory address is required',
      'Add at least two tokens to trade',
    ]);
    expect(messages(DexGeneratorConfigSchema.safeParse({ ...base, source: 'url' }))).toEqual([
      'The URL of the DEX is required',
    ]);
    expect(
      messages(
        DexGeneratorConfigSchema.safeParse({
          ...base,
          source: 'url',
          url: 'javascript:alert(1)',
          feeBps: 1001,
        }),
      ),
    ).toEqual(['Must be a valid http(s) URL', 'Must be at most 1000 (10%)']);
  });
});
