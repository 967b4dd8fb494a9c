import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetContract } from '@suite/shared';
import { WidgetEditRoute } from '../../routes/widget-edit';
import { dialogTitled, errorBody, ok, postedConfig, renderWidgetUi, widget } from '../../test/render';
import { CatalogError } from '../../i18n';
import { deployWidgetContract } from './deploy-contract';

// The wallet's deployment is the edge of this test: it answers a mined contract at once.
const DEPLOYED: WidgetContract = {
  kind: 'token',
  chainId: 31337,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Member Token',
  symbol: 'MBR',
  txHash: `0x${'ab'.repeat(32)}`,
  createdAt: '2026-12-06T09:00:00.000Z',
};
jest.mock('./deploy-contract', () => ({
  deployWidgetContract: jest.fn(() => Promise.resolve(DEPLOYED)),
}));

jest.setTimeout(60_000);

/**
 * Create contracts on widget 7, whose first save is refused (the database busy) and the next kept;
 * fills the form in for Member Token and taps Deploy contract.
 */
async function deployWithFirstSaveRefused(user: ReturnType<typeof userEvent.setup>) {
  let saves = 0;
  const view = renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
    path: '/admin/widget/edit/7?tab=create.contracts',
    route: '/admin/widget/edit/:id/*',
    answers: {
      'GET /api/widget/by-owner/7': ok(widget()),
      'POST /api/widget/upsert': ({ body }) => {
        saves += 1;
        return saves === 1
          ? errorBody(
              503,
              'SERVICE_UNAVAILABLE',
              'The database is busy: try again in a moment',
              'databaseBusy',
            )
          : ok({ ...widget(postedConfig(body)), version: 4 });
      },
    },
  });
  const form = await screen.findByRole('form', { name: 'Create contract' });
  await user.type(within(form).getByLabelText('Name'), 'Member Token');
  await user.type(within(form).getByLabelText('Symbol'), 'MBR');
  await user.click(within(form).getByRole('button', { name: 'Deploy contract' }));
  return view;
}

describe('Create contracts', () => {
  it('says beside each field what Deploy needs, and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
      path: '/admin/widget/edit/7?tab=create.contracts',
      route: '/admin/widget/edit/:id/*',
      answers: { 'GET /api/widget/by-owner/7': ok(widget()) },
    });
    const form = await screen.findByRole('form', { name: 'Create contract' });
    const deploy = within(form).getByRole('button', { name: 'Deploy contract' });
    expect(deploy).toBeEnabled();
    await user.click(deploy);
    expect((await within(form).findAllByText('Required')).length).toBeGreaterThan(0);
    expect(api.calls.some((call) => call.route.startsWith('PUT '))).toBe(false);
  });

  it('names the choice of contract by its label', async () => {
    const user = userEvent.setup();
    renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
      path: '/admin/widget/edit/7?tab=create.contracts',
      route: '/admin/widget/edit/:id/*',
      answers: { 'GET /api/widget/by-owner/7': ok(widget()) },
    });
    const form = await screen.findByRole('form', { name: 'Create contract' });
    const kind = within(form).getByRole('radiogroup', { name: 'Contract' });
    await user.click(within(kind).getByRole('radio', { name: 'NFT collection (ERC-721)' }));
    expect(within(kind).getByRole('radio', { name: 'NFT collection (ERC-721)' })).toBeChecked();
  });

  it('keeps a deployed contract whose save failed on screen, with its address, and saves it again', async () => {
    const user = userEvent.setup();
    const { api } = await deployWithFirstSaveRefused(user);

    expect(
      await screen.findByText('The contract is deployed, but not kept in your widget yet'),
    ).toBeVisible();
    expect(
      screen.getByText(
        `Member Token is at ${DEPLOYED.address} on Local chain, but the widget could not be saved. Save it again to keep the contract; deploying again would make a second one.`,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save again' }));
    // Kept: the second save holds it, and Manage contracts opens on it.
    expect(await screen.findByRole('heading', { name: 'Manage contracts' })).toBeVisible();
    // Its row says when and by which transaction it was deployed (the hash shortened, copied whole).
    expect(screen.getByRole('columnheader', { name: 'Deployed' })).toBeVisible();
    const row = screen.getByRole('row', { name: /Member Token/ });
    expect(row).toHaveTextContent('0xabab…abab');
    expect(row).toHaveTextContent(/12\/6\/2026/);
    const upserts = api.calls.filter((call) => call.route === 'POST /api/widget/upsert');
    expect(upserts).toHaveLength(2);
    expect(postedConfig(upserts[1]?.body).contracts).toEqual([DEPLOYED]);
  });

  it('asks before leaving while a contract deploys, and still tells a failed save of it after leaving', async () => {
    const user = userEvent.setup();
    // The wallet and the chain take their time: the deployment ends when the test says so.
    let mined: (contract: WidgetContract) => void = () => undefined;
    jest.mocked(deployWidgetContract).mockImplementationOnce((_config, _form, onStep) => {
      onStep('mining');
      return new Promise((resolve) => {
        mined = resolve;
      });
    });
    const { api } = await deployWithFirstSaveRefused(user);
    expect(await screen.findByText('Waiting for the deployment to be mined…')).toBeVisible();

    // The breadcrumb asks, and Stay keeps the deployment on screen.
    await user.click(screen.getByRole('link', { name: 'Manage Widgets' }));
    const question = await dialogTitled('Deployment in progress');
    expect(
      within(question).getByText(/A contract is being deployed\. Leaving does not stop it/),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(screen.getByText('Waiting for the deployment to be mined…')).toBeVisible();

    // The side menu asks the same; Leave goes.
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Widget editor' })).getByText('Theme'),
    );
    await user.click(
      within(await dialogTitled('Deployment in progress')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByRole('heading', { name: 'Theme', level: 2 })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Create contract' })).not.toBeInTheDocument(),
    );

    // Mined after the owner left, and its save fails: still told, with where the contract is.
    mined(DEPLOYED);
    const notKept = await dialogTitled('The contract is deployed, but not kept in your widget yet');
    expect(
      within(notKept).getByText(
        `Member Token is at ${DEPLOYED.address} on Local chain, but the widget could not be saved. Save it again to keep the contract; deploying again would make a second one.`,
      ),
    ).toBeInTheDocument();
    expect(within(notKept).getByText(/The database is busy/)).toBeInTheDocument();
    await user.click(within(notKept).getByRole('button', { name: 'Save again' }));
    expect(await screen.findByText('Member Token is deployed and kept in your widget')).toBeVisible();
    const upserts = api.calls.filter((call) => call.route === 'POST /api/widget/upsert');
    expect(upserts).toHaveLength(2);
    expect(postedConfig(upserts[1]?.body).contracts).toEqual([DEPLOYED]);
    // The owner stays where they went.
    expect(screen.getByRole('heading', { name: 'Theme', level: 2 })).toBeVisible();
  });

  it('tells a deployment that fails after the owner left', async () => {
    const user = userEvent.setup();
    let failed: (error: Error) => void = () => undefined;
    jest.mocked(deployWidgetContract).mockImplementationOnce((_config, _form, onStep) => {
      onStep('mining');
      return new Promise((_resolve, reject) => {
        failed = reject;
      });
    });
    renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
      path: '/admin/widget/edit/7?tab=create.contracts',
      route: '/admin/widget/edit/:id/*',
      answers: { 'GET /api/widget/by-owner/7': ok(widget()) },
    });
    const form = await screen.findByRole('form', { name: 'Create contract' });
    await user.type(within(form).getByLabelText('Name'), 'Member Token');
    await user.type(within(form).getByLabelText('Symbol'), 'MBR');
    await user.click(within(form).getByRole('button', { name: 'Deploy contract' }));
    await screen.findByText('Waiting for the deployment to be mined…');
    await user.click(screen.getByRole('link', { name: 'Manage Widgets' }));
    await user.click(
      within(await dialogTitled('Deployment in progress')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Create contract' })).not.toBeInTheDocument(),
    );

    failed(new CatalogError('contracts.create.failedOnChain', { hash: DEPLOYED.txHash }));
    const told = await dialogTitled('The contract was not deployed');
    expect(
      within(told).getByText(`The deployment failed on chain (transaction ${DEPLOYED.txHash})`),
    ).toBeInTheDocument();
  });
});
