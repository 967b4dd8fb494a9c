import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteNftCollection } from '@suite/shared';
import { COLLECTIONS_MAX } from '@suite/shared/schemas';
import type { WidgetConfig } from '@suite/shared/widget';
import { WidgetEditRoute } from '../../routes/widget-edit';
import { pendingFormHoldsTheEditor } from '../../test/pending-form';
import {
  dialogTitled,
  ok,
  postedConfig,
  renderWidgetUi,
  widget,
  type Answer,
  type Responder,
} from '../../test/render';

jest.setTimeout(120_000);

const apes: SiteNftCollection = {
  chainId: 1,
  contractAddress: '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D',
  name: 'Apes',
  image: 'https://example.com/apes.png',
  backgroundImage: 'https://example.com/apes-bg.png',
};

const local: SiteNftCollection = {
  chainId: 31337,
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Local apes',
  image: 'https://example.com/local.png',
  backgroundImage: 'https://example.com/local-bg.png',
};

function renderCollections(
  config: Partial<WidgetConfig>,
  domainServed = false,
  answers: Record<string, Responder> = {},
) {
  return renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
    path: '/admin/widget/edit/7?tab=data.collections',
    route: '/admin/widget/edit/:id/*',
    answers: {
      'GET /api/widget/by-owner/7': ok(widget(config)),
      'GET /api/features/custom-domain': ok({
        feature: 'custom-domain',
        active: domainServed,
        activeUntil: domainServed ? '2099-03-01T00:00:00.000Z' : null,
      }),
      // A fresh install: only the local chain has an RPC.
      'GET /api/onchain/chains': ok({ chainIds: [31337] }),
      'POST /api/widget/upsert': ({ body }) => ok({ ...widget(postedConfig(body)), version: 4 }),
      ...answers,
    },
  });
}

describe('collections settings', () => {
  it('shows the empty state and the info note, and validates the Add collection form', async () => {
    const user = userEvent.setup();
    renderCollections({});
    expect(await screen.findByText('Add collection to your app')).toBeVisible();
    expect(
      screen.getByText('Collections are displayed by default on the collection list page.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the collection list page' })).toHaveAttribute(
      'href',
      'http://localhost/admin/preview/7/main/collections',
    );
    // The suite has no secondary sales: nothing offers to disable them.
    expect(screen.queryByText('Disable secondary sales')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    const form = screen.getByRole('form', { name: 'Add collection' });
    await user.type(within(form).getByLabelText('Contract address'), '0x123');
    expect(
      await within(form).findByText('Must be a valid address (0x followed by 40 hex characters)'),
    ).toBeVisible();
    await user.type(within(form).getByLabelText('Name'), 'x');
    await user.clear(within(form).getByLabelText('Name'));
    expect(await within(form).findByText('Required')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Add collection' })).toBeDisabled();
  });

  it("starts a new collection on the site's network that this deployment reads", async () => {
    renderCollections({ networks: { chainIds: [137, 8453] } }, false, {
      // Polygon is the site's, but this API has no RPC for it.
      'GET /api/onchain/chains': ok({ chainIds: [1, 8453, 31337] }),
    });
    const form = await screen.findByRole('form', { name: 'Add collection' });
    const network = within(form).getByRole('combobox', { name: 'Network' });
    expect(network.closest('.ant-select')).toHaveTextContent('Base');
  });

  it('adds, previews, edits by chain and address, removes after confirmation, and saves the list', async () => {
    const user = userEvent.setup();
    const { api } = renderCollections({ collections: [apes] });
    const card = await screen.findByRole('listitem', { name: 'Apes' });
    expect(within(card).getByRole('link', { name: 'Preview url' })).toHaveAttribute(
      'href',
      `http://localhost/admin/preview/7/main/collection/ethereum/${apes.contractAddress}`,
    );
    await user.click(within(card).getByRole('button', { name: 'Preview' }));
    expect(
      within(screen.getByRole('region', { name: 'Collection preview' })).getByText('Apes'),
    ).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit collection' });
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('Apes'));
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Bored apes');
    expect(
      within(screen.getByRole('region', { name: 'Collection preview' })).getByText('Bored apes'),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Update collection' }));
    expect(await screen.findByRole('listitem', { name: 'Bored apes' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Apes' })).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('listitem', { name: 'Bored apes' })).getByRole('button', { name: 'Remove' }),
    );
    await user.click(
      within(await dialogTitled('Do you want to remove this collection?')).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('Add collection to your app')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await dialogTitled('Save changes?')).getByRole('button', { name: 'Save' }));
    await dialogTitled('Changes saved');
    const upsert = api.calls.find((call) => call.route === 'POST /api/widget/upsert');
    expect(postedConfig(upsert?.body).collections).toEqual([]);
  });

  it('counts an edit left in the form as unsaved: leaving asks, and Save waits until it is in the list', async () => {
    const user = userEvent.setup();
    renderCollections({ collections: [apes] });
    const card = await screen.findByRole('listitem', { name: 'Apes' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit collection' });
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('Apes'));
    await user.type(within(form).getByLabelText('Name'), ' 2');

    const pending = 'Not in the list yet: add or update this collection before saving, or discard it.';
    await pendingFormHoldsTheEditor(user, pending);
    expect(within(form).getByLabelText('Name')).toHaveValue('Apes 2');

    await user.click(within(form).getByRole('button', { name: 'Update collection' }));
    expect(await screen.findByRole('listitem', { name: 'Apes 2' })).toBeVisible();
    // The form empties once the list has it (its reset is reported a render later).
    await waitFor(() => expect(screen.queryByText(pending)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('empties a typed Add collection form on Discard', async () => {
    const user = userEvent.setup();
    renderCollections({ collections: [apes] });
    const form = await screen.findByRole('form', { name: 'Add collection' });
    await user.type(within(form).getByLabelText('Name'), 'Half typed');
    expect(await screen.findByText('Unsaved changes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(within(await dialogTitled('Discard changes?')).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(within(screen.getByRole('form', { name: 'Add collection' })).getByLabelText('Name')).toHaveValue(
        '',
      ),
    );
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it("points Preview url at the site's custom domain only while the domain is served", async () => {
    const served = renderCollections({ collections: [apes], domain: 'shop.example.com' }, true);
    const card = await screen.findByRole('listitem', { name: 'Apes' });
    await waitFor(() =>
      expect(within(card).getByRole('link', { name: 'Preview url' })).toHaveAttribute(
        'href',
        `http://shop.example.com/collection/ethereum/${apes.contractAddress}`,
      ),
    );
    expect(screen.getByRole('link', { name: 'Open the collection list page' })).toHaveAttribute(
      'href',
      'http://shop.example.com/collections',
    );
    served.unmount();

    // The feature lapsed: the domain shows nothing, so the link is the preview's.
    renderCollections({ collections: [apes], domain: 'shop.example.com' });
    const lapsed = await screen.findByRole('listitem', { name: 'Apes' });
    expect(within(lapsed).getByRole('link', { name: 'Preview url' })).toHaveAttribute(
      'href',
      `http://localhost/admin/preview/7/main/collection/ethereum/${apes.contractAddress}`,
    );
  });

  it('reads the name on chain once, the button busy until it is read', async () => {
    const user = userEvent.setup();
    let answer: ((reply: Answer) => void) | undefined;
    const { api } = renderCollections({}, false, {
      'GET /api/onchain/asset': () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        }),
    });
    const form = await screen.findByRole('form', { name: 'Add collection' });
    await user.click(within(form).getByLabelText('Contract address'));
    await user.paste(local.contractAddress);
    const readName = within(form).getByRole('button', { name: 'Read name' });
    await user.dblClick(readName);
    await waitFor(() => expect(readName).toHaveClass('ant-btn-loading'));
    await user.click(readName);
    expect(api.calls.filter((call) => call.route === 'GET /api/onchain/asset')).toHaveLength(1);

    answer?.(
      ok({
        chainId: local.chainId,
        contractAddress: local.contractAddress.toLowerCase(),
        id: null,
        collectionName: 'Read apes',
        name: 'Read apes',
        symbol: 'READ',
        tokenURI: null,
      }),
    );
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('Read apes'));
    await waitFor(() => expect(readName).not.toHaveClass('ant-btn-loading'));
  });

  it('asks before re-adding a collection already in the list, and says when a chain has no RPC', async () => {
    const user = userEvent.setup();
    renderCollections({ collections: [local, apes] });
    await screen.findByRole('listitem', { name: 'Local apes' });
    const form = screen.getByRole('form', { name: 'Add collection' });
    // The local chain is the form's default, and readable.
    expect(within(form).queryByRole('note')).not.toBeInTheDocument();
    await user.click(within(form).getByLabelText('Contract address'));
    await user.paste(local.contractAddress);
    await user.click(within(form).getByLabelText('Name'));
    await user.paste('Local apes, again');
    await user.click(within(form).getByLabelText('Image URL'));
    await user.paste('https://example.com/again.png');
    await user.click(within(form).getByLabelText('Background image URL'));
    await user.paste('https://example.com/again-bg.png');
    await user.click(within(form).getByRole('button', { name: 'Add collection' }));
    const question = await dialogTitled('This collection is already in your app. Replace it?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    // Nothing replaced, and the form keeps what was typed.
    expect(screen.getByRole('listitem', { name: 'Local apes' })).toBeVisible();
    expect(within(form).getByLabelText('Name')).toHaveValue('Local apes, again');

    await user.click(within(form).getByRole('button', { name: 'Add collection' }));
    await user.click(
      within(await dialogTitled('This collection is already in your app. Replace it?')).getByRole('button', {
        name: 'Replace',
      }),
    );
    expect(await screen.findByRole('listitem', { name: 'Local apes, again' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Local apes' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Collections' })).getAllByRole('listitem')).toHaveLength(
      2,
    );

    // Ethereum has no RPC here: editing a collection on it says why its NFTs cannot be read.
    await user.click(
      within(screen.getByRole('listitem', { name: 'Apes' })).getByRole('button', { name: 'Edit' }),
    );
    const edit = await screen.findByRole('form', { name: 'Edit collection' });
    expect(await within(edit).findByRole('note')).toHaveTextContent(
      'No RPC is configured for Ethereum on this server (RPC_URLS): its NFTs cannot be imported or shown',
    );
  });

  it("holds Add collection once the list is at the schema's limit, saying so, until one is removed", async () => {
    const user = userEvent.setup();
    const full = Array.from({ length: COLLECTIONS_MAX }, (_, index) => ({
      ...local,
      contractAddress: `0x${(index + 1).toString(16).padStart(40, '0')}`,
      name: `Collection ${index + 1}`,
    }));
    renderCollections({ collections: full });
    const form = await screen.findByRole('form', { name: 'Add collection' });
    await user.click(within(form).getByLabelText('Contract address'));
    await user.paste(apes.contractAddress);
    await user.click(within(form).getByLabelText('Name'));
    await user.paste('One too many');
    await user.click(within(form).getByLabelText('Image URL'));
    await user.paste('https://example.com/more.png');
    await user.click(within(form).getByLabelText('Background image URL'));
    await user.paste('https://example.com/more-bg.png');
    const add = within(form).getByRole('button', { name: 'Add collection' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(`At most ${COLLECTIONS_MAX}: remove one to add another`);

    await user.click(
      within(screen.getByRole('listitem', { name: 'Collection 1' })).getByRole('button', { name: 'Remove' }),
    );
    await user.click(
      within(await dialogTitled('Do you want to remove this collection?')).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(add).toBeEnabled());
    await waitFor(() =>
      expect(within(form).queryByText(/remove one to add another/)).not.toBeInTheDocument(),
    );
  });
});
