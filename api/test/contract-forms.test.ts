import { apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { erc20Abi } from 'viem';
import type { ContractFormInput } from '@suite/shared';
import { contractForms } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { failure, newWallet, signIn } from './support/accounts';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let owner: TestBrowser;
let stranger: TestBrowser;
let visitor: TestBrowser;
let siteId: number;
let strangerSiteId: number;

const widgetConfig = JSON.stringify({ name: 'Forms', currency: 'USD', page: { title: 'Home' } });
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
/** The ERC-20 ABI (balanceOf(account), transfer(recipient, amount), …). */
const ABI = JSON.stringify(erc20Abi);

function form(overrides: Partial<ContractFormInput> = {}): ContractFormInput {
  return {
    name: 'Send tUSDC',
    description: 'Pay a friend',
    chainId: 31337,
    address: TOKEN,
    abi: ABI,
    functions: [{ signature: 'transfer(address,uint256)', labels: ['Recipient', 'Amount'] }],
    ...overrides,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  owner = new TestBrowser(server.url);
  stranger = new TestBrowser(server.url);
  visitor = new TestBrowser(server.url);
  await signIn(owner, newWallet());
  await signIn(stranger, newWallet());
  siteId = (await owner.call((client) => client.widget.upsert({ config: widgetConfig, kit: 'Full' }))).id;
  strangerSiteId = (
    await stranger.call((client) => client.widget.upsert({ config: widgetConfig, kit: 'Full' }))
  ).id;
});

afterAll(async () => {
  await server?.close();
});

describe('contract forms', () => {
  it('creates, gets, updates, lists by name (q searches it) and deletes a form', async () => {
    const created = await owner.call((client) =>
      client.contractForms.create(form({ name: '  Send tUSDC ' })),
    );
    expect(created).toMatchObject({
      name: 'Send tUSDC',
      chainId: 31337,
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      functions: [{ signature: 'transfer(address,uint256)', labels: ['Recipient', 'Amount'] }],
    });
    expect(await owner.call((client) => client.contractForms.get({ id: created.id }))).toEqual(created);

    const updated = await owner.call((client) =>
      client.contractForms.update({
        id: created.id,
        ...form({
          name: 'A balance',
          functions: [{ signature: 'balanceOf(address)', labels: ['Holder'] }],
        }),
      }),
    );
    expect(updated).toMatchObject({ id: created.id, name: 'A balance', createdAt: created.createdAt });
    await owner.call((client) => client.contractForms.create(form({ name: 'Zed' })));

    const list = await owner.call((client) => client.contractForms.list({}));
    expect(list.total).toBe(2);
    expect(list.items.map((item) => [item.name, item.functionCount])).toEqual([
      ['A balance', 1],
      ['Zed', 1],
    ]);
    expect(list.items[0]).not.toHaveProperty('abi');
    expect((await owner.call((client) => client.contractForms.list({ q: 'BAL' }))).items).toHaveLength(1);

    expect(await owner.call((client) => client.contractForms.remove({ id: created.id }))).toEqual({
      deleted: 1,
    });
    expect(
      apiErrorStatus(await failure(owner.call((client) => client.contractForms.get({ id: created.id })))),
    ).toBe(404);
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const before = await server.testDatabase.database.db.select().from(contractForms);
    const error = await failure(
      owner.call((client) =>
        client.contractForms.create(
          form({
            name: ' ',
            chainId: 999_999,
            address: '0x12',
            functions: [
              { signature: 'mint(uint256)', labels: [] },
              { signature: 'balanceOf(address)', labels: ['Holder', 'Extra'] },
            ],
          }),
        ),
      ),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      name: 'Required',
      chainId: 'Choose a network',
      address: 'Must be a valid address (0x followed by 40 hex characters)',
      'functions.0.signature': 'mint(uint256) is not in the ABI',
      'functions.1.labels': 'balanceOf(address) takes 1 argument',
    });
    const abi = await failure(owner.call((client) => client.contractForms.create(form({ abi: '[{' }))));
    expect(apiFieldErrors(abi)).toEqual({ abi: 'The ABI must be valid JSON' });
    const none = await failure(owner.call((client) => client.contractForms.create(form({ functions: [] }))));
    expect(apiFieldErrors(none)).toEqual({ functions: 'Choose at least one function' });
    expect(await server.testDatabase.database.db.select().from(contractForms)).toEqual(before);
  });

  it("answers 404 for another owner's form, and 401 signed out", async () => {
    const mine = await owner.call((client) => client.contractForms.create(form({ name: 'Mine' })));
    for (const call of [
      () => stranger.call((client) => client.contractForms.get({ id: mine.id })),
      () => stranger.call((client) => client.contractForms.update({ id: mine.id, ...form() })),
      () => stranger.call((client) => client.contractForms.remove({ id: mine.id })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(404);
    }
    expect((await stranger.call((client) => client.contractForms.list({}))).total).toBe(0);
    expect(apiErrorStatus(await failure(visitor.call((client) => client.contractForms.list({}))))).toBe(401);
    expect((await owner.call((client) => client.contractForms.get({ id: mine.id }))).name).toBe('Mine');
  });

  it("reads a form publicly through a site of its owner, with only the chosen functions' ABI", async () => {
    const saved = await owner.call((client) => client.contractForms.create(form({ name: 'Public' })));
    const read = await visitor.call((client) => client.contractForms.public({ siteId, id: saved.id }));
    expect(read).toEqual({
      id: saved.id,
      name: 'Public',
      description: 'Pay a friend',
      chainId: 31337,
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      abi: expect.any(String),
      functions: saved.functions,
    });
    expect((JSON.parse(read.abi) as { name: string }[]).map((entry) => entry.name)).toEqual(['transfer']);
    expect(read.abi.length).toBeLessThan(saved.abi.length);
    // Through another owner's site, or an unknown one, the form does not exist.
    for (const call of [
      () => visitor.call((client) => client.contractForms.public({ siteId: strangerSiteId, id: saved.id })),
      () => visitor.call((client) => client.contractForms.public({ siteId: 2_000_000_000, id: saved.id })),
      () => visitor.call((client) => client.contractForms.public({ siteId, id: 2_000_000_000 })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(404);
    }
  });
});
