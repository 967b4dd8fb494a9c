import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetEditRoute } from '../../routes/widget-edit';
import { invalidInputBody } from '@suite/shared/testing';
import {
  dialogTitled,
  errorBody,
  ok,
  pending,
  postedConfig,
  renderWidgetUi,
  widget,
  type Responder,
} from '../../test/render';

jest.setTimeout(90_000);

const locked = (feature: string) => ok({ feature, active: false, activeUntil: null });

function renderPoweredBy(credits: string, answers: Record<string, Responder> = {}) {
  return renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
    path: '/admin/widget/edit/7?tab=powered.by',
    route: '/admin/widget/edit/:id/*',
    answers: {
      'GET /api/widget/by-owner/7': ok(widget({ name: 'Shop' })),
      'GET /api/credits': ok({ creditsAvailable: credits, creditsUsed: '0', plan: 'free' }),
      'GET /api/features/powered-by': locked('powered-by'),
      'GET /api/features/widget-signature': locked('widget-signature'),
      'GET /api/features/custom-domain': locked('custom-domain'),
      ...answers,
    },
  });
}

describe('powered by and premium features', () => {
  it('keeps unlocking disabled below 100 USD of credits, and the settings locked', async () => {
    renderPoweredBy('99.99999');
    expect(await screen.findByText('99.9999 USD')).toBeVisible();
    const hide = screen.getByRole('group', { name: 'Hide powered by' });
    await waitFor(() =>
      expect(within(hide).getByRole('button', { name: 'Unlock for 100 USD' })).toBeDisabled(),
    );
    expect(screen.getByRole('checkbox', { name: /Hide powered by/ })).toBeDisabled();
    expect(screen.getByLabelText('Text')).toBeDisabled();
  });

  it('says an unlock needs credits beside Buy credits, which leads to the top-up in the commerce settings', async () => {
    renderPoweredBy('20');
    const hide = await screen.findByRole('group', { name: 'Hide powered by' });
    expect(await within(hide).findByText('Needs at least 100 USD of credits')).toBeVisible();
    expect(within(hide).getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/u/account/commerce/settings',
    );
  });

  it('offers no Buy credits on a card whose unlock the credits pay for', async () => {
    renderPoweredBy('250');
    const hide = await screen.findByRole('group', { name: 'Hide powered by' });
    await waitFor(() =>
      expect(within(hide).getByRole('button', { name: 'Unlock for 100 USD' })).toBeEnabled(),
    );
    expect(within(hide).queryByRole('link', { name: 'Buy credits' })).not.toBeInTheDocument();
  });

  it('unlocks after confirmation, says Feature unlocked, and then allows hiding powered by', async () => {
    const user = userEvent.setup();
    let active = false;
    renderPoweredBy('250', {
      'GET /api/features/powered-by': () =>
        ok({ feature: 'powered-by', active, activeUntil: active ? '2030-01-01T00:00:00.000Z' : null }),
      'POST /api/features/powered-by/unlock': () => {
        active = true;
        return ok({ feature: 'powered-by', active: true, activeUntil: '2030-01-01T00:00:00.000Z' });
      },
    });
    const hide = await screen.findByRole('group', { name: 'Hide powered by' });
    const unlock = await within(hide).findByRole('button', { name: 'Unlock for 100 USD' });
    await waitFor(() => expect(unlock).toBeEnabled());
    await user.click(unlock);
    await user.click(
      within(await dialogTitled('Unlock Hide powered by?')).getByRole('button', { name: 'Unlock' }),
    );
    expect(await screen.findByText('Feature unlocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Hide powered by/ })).toBeEnabled());
    await user.click(screen.getByRole('checkbox', { name: /Hide powered by/ }));
    expect(
      within(screen.getByRole('region', { name: 'Footer preview' })).queryByText('Powered by Site Builder'),
    ).not.toBeInTheDocument();
  });

  it("previews the footer as visitors see it: a lapsed plan's saved choices do not show", async () => {
    renderPoweredBy('0', {
      'GET /api/widget/by-owner/7': ok(
        widget({
          name: 'Shop',
          footer: {
            hide_powered_by: true,
            customSignature: { enabled: true, text: 'Ana', link: '', showAppName: true, showLoveBy: true },
          },
        }),
      ),
    });
    const preview = await screen.findByRole('region', { name: 'Footer preview' });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Hide powered by/ })).toBeChecked());
    expect(within(preview).getByText('Powered by Site Builder')).toBeVisible();
    expect(within(preview).queryByText(/Ana/)).not.toBeInTheDocument();
  });

  it('shows the seed text when unlocking fails', async () => {
    const user = userEvent.setup();
    renderPoweredBy('250', {
      'POST /api/features/widget-signature/unlock': errorBody(409, 'CONFLICT', 'Not enough credits'),
    });
    const signature = await screen.findByRole('group', { name: 'Widget signature' });
    const unlock = await within(signature).findByRole('button', { name: 'Unlock for 100 USD' });
    await waitFor(() => expect(unlock).toBeEnabled());
    await user.click(unlock);
    await user.click(
      within(await dialogTitled('Unlock Widget signature?')).getByRole('button', { name: 'Unlock' }),
    );
    expect(
      await screen.findByText('Error unlocking feature. try again! Error: Not enough credits'),
    ).toBeInTheDocument();
  });

  it('sells the custom domain like the other features, and keeps the domain locked until then', async () => {
    renderPoweredBy('250');
    const feature = await screen.findByRole('group', { name: 'Custom domain' });
    await waitFor(() =>
      expect(within(feature).getByRole('button', { name: 'Unlock for 100 USD' })).toBeEnabled(),
    );
    expect(screen.getByText('Unlock "Custom domain" to serve this site on your own domain.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Domain' })).toBeDisabled();
  });

  it('saves the custom domain in lower case, refuses one that is not, and links to the site at it', async () => {
    const user = userEvent.setup();
    const { api } = renderPoweredBy('0', {
      'GET /api/features/custom-domain': ok({
        feature: 'custom-domain',
        active: true,
        activeUntil: '2099-03-01T00:00:00.000Z',
      }),
      'POST /api/widget/upsert': ({ body }) => ok({ ...widget(postedConfig(body)), version: 4 }),
    });
    const domain = await screen.findByRole('textbox', { name: 'Domain' });
    await waitFor(() => expect(domain).toBeEnabled());
    expect(screen.queryByText(/to serve this site on your own domain/)).not.toBeInTheDocument();
    await user.type(domain, 'my shop');
    expect(await screen.findByText('Must be a domain such as shop.example.com')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(domain);
    await user.type(domain, 'Shop.Example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await dialogTitled('Save changes?')).getByRole('button', { name: 'Save' }));
    await dialogTitled('Changes saved');
    const upsert = api.calls.find((call) => call.route === 'POST /api/widget/upsert');
    expect(postedConfig(upsert?.body).domain).toBe('shop.example.com');
    expect(await screen.findByRole('link', { name: 'Open http://shop.example.com' })).toHaveAttribute(
      'href',
      'http://shop.example.com/',
    );
  });

  it('says a domain another site has, with no Reload (the conflict is not a stale widget)', async () => {
    const user = userEvent.setup();
    renderPoweredBy('0', {
      'GET /api/features/custom-domain': ok({
        feature: 'custom-domain',
        active: true,
        activeUntil: '2099-03-01T00:00:00.000Z',
      }),
      'POST /api/widget/upsert': errorBody(
        409,
        'CONFLICT',
        'This domain is used by another site',
        'domainTaken',
      ),
    });
    const domain = await screen.findByRole('textbox', { name: 'Domain' });
    await waitFor(() => expect(domain).toBeEnabled());
    await user.type(domain, 'taken.example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await dialogTitled('Save changes?')).getByRole('button', { name: 'Save' }));
    const failed = await dialogTitled('Changes not saved');
    expect(within(failed).getByText('This domain is used by another site.')).toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Domain' })).toHaveValue('taken.example.com');
  });

  it("shows the server's refusal of the domain beside the domain field, not in the save's dialog", async () => {
    const user = userEvent.setup();
    const refusal = 'This is the address of the app itself: a site cannot be served on it';
    renderPoweredBy('0', {
      'GET /api/features/custom-domain': ok({
        feature: 'custom-domain',
        active: true,
        activeUntil: '2099-03-01T00:00:00.000Z',
      }),
      'POST /api/widget/upsert': invalidInputBody({ 'config.domain': refusal }),
    });
    const domain = await screen.findByRole('textbox', { name: 'Domain' });
    await waitFor(() => expect(domain).toBeEnabled());
    await user.type(domain, 'app.example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await dialogTitled('Save changes?')).getByRole('button', { name: 'Save' }));

    const message = await screen.findByText(refusal);
    // Beside the field: in the field's own frame, under its label.
    const frame = message.closest('.ant-form-item');
    expect(frame).not.toBeNull();
    expect(within(frame instanceof HTMLElement ? frame : document.body).getByRole('textbox')).toBe(domain);
    expect(screen.queryByRole('dialog', { name: 'Changes not saved' })).not.toBeInTheDocument();
    expect(domain).toHaveValue('app.example.com');
    // Mended, the message goes.
    await user.clear(domain);
    await user.type(domain, 'shop.example.com');
    await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument());
  });

  it("says a domain another site took meanwhile is not this site's, and links to nothing there", async () => {
    renderPoweredBy('0', {
      'GET /api/widget/by-owner/7': ok({
        ...widget({ name: 'Shop', domain: 'moved.example.com' }),
        domainHeld: false,
      }),
      'GET /api/features/custom-domain': ok({
        feature: 'custom-domain',
        active: true,
        activeUntil: '2099-03-01T00:00:00.000Z',
      }),
    });
    expect(
      await screen.findByText(
        'moved.example.com is served by another site now: it was taken while "Custom domain" was not active here. It comes back to this site with your next save once it is free again; name another domain to be served on one now.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Domain' })).toHaveValue('moved.example.com');
    expect(screen.queryByRole('link', { name: /Open/ })).not.toBeInTheDocument();
  });

  it('says a saved domain shows nothing while the feature is not active', async () => {
    renderPoweredBy('0', {
      'GET /api/widget/by-owner/7': ok(widget({ name: 'Shop', domain: 'shop.example.com' })),
    });
    expect(
      await screen.findByText('"Custom domain" is not active: shop.example.com shows nothing until it is.'),
    ).toBeVisible();
    const domain = screen.getByRole('textbox', { name: 'Domain' });
    expect(domain).toHaveValue('shop.example.com');
    // It can still be cleared.
    expect(domain).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Open/ })).not.toBeInTheDocument();
  });

  it('says nothing is locked or lapsed while the features are read, and keeps their fields disabled', async () => {
    renderPoweredBy('250', {
      'GET /api/widget/by-owner/7': ok(widget({ name: 'Shop', domain: 'shop.example.com' })),
      'GET /api/features/powered-by': () => pending(),
      'GET /api/features/widget-signature': () => pending(),
      'GET /api/features/custom-domain': () => pending(),
    });
    expect(await screen.findByText('250.0000 USD')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Hide powered by/ })).toBeDisabled();
    expect(screen.getByLabelText('Text')).toBeDisabled();
    expect(screen.queryByText('Unlock "Hide powered by" to use it.')).not.toBeInTheDocument();
    expect(screen.queryByText('Unlock "Widget signature" to sign your footer.')).not.toBeInTheDocument();
    expect(screen.queryByText(/is not active: shop.example.com shows nothing/)).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
  });

  it('says a failed read as such, not as locked or short of credits, and Retry reads again', async () => {
    // The tooltip of a disabled button opens on hovering it all the same.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    let reachable = false;
    const unreadable = errorBody(503, 'SERVICE_UNAVAILABLE', 'The server is restarting');
    renderPoweredBy('250', {
      'GET /api/credits': () =>
        reachable ? ok({ creditsAvailable: '250', creditsUsed: '0', plan: 'free' }) : unreadable,
      'GET /api/features/powered-by': () =>
        reachable
          ? ok({ feature: 'powered-by', active: true, activeUntil: '2099-03-01T00:00:00.000Z' })
          : unreadable,
    });
    expect(await screen.findByText('Your credits could not be read')).toBeVisible();
    const hide = screen.getByRole('group', { name: 'Hide powered by' });
    expect(
      await within(hide).findByText('Whether Hide powered by is unlocked could not be read'),
    ).toBeVisible();
    expect(within(hide).queryByText('Locked')).not.toBeInTheDocument();
    expect(
      screen.getByText('Whether this feature is unlocked could not be read: retry above.'),
    ).toBeVisible();
    expect(screen.queryByText('Unlock "Hide powered by" to use it.')).not.toBeInTheDocument();
    // The other feature was read: its unlock waits on the credits, and says why.
    const signature = screen.getByRole('group', { name: 'Widget signature' });
    const unlock = within(signature).getByRole('button', { name: 'Unlock for 100 USD' });
    expect(unlock).toBeDisabled();
    await user.hover(unlock);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your credits could not be read');

    reachable = true;
    await user.click(within(hide).getByRole('button', { name: 'Retry' }));
    expect(await within(hide).findByText('Active')).toBeVisible();
    const [creditsRetry] = screen.getAllByRole('button', { name: 'Retry' });
    if (!creditsRetry) throw new Error('No Retry left for the credits');
    await user.click(creditsRetry);
    expect(await screen.findByText('250.0000 USD')).toBeVisible();
    await waitFor(() => expect(unlock).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: /Hide powered by/ })).toBeEnabled();
  });

  it('offers a feature disabled inside its paid month back for free, whatever the credits', async () => {
    const user = userEvent.setup();
    let active = false;
    const until = '2099-03-01T00:00:00.000Z';
    const charged: string[] = [];
    renderPoweredBy('0', {
      'GET /api/features/powered-by': () => ok({ feature: 'powered-by', active, activeUntil: until }),
      'POST /api/features/powered-by/unlock': () => {
        active = true;
        charged.push('unlock');
        return ok({ feature: 'powered-by', active: true, activeUntil: until });
      },
    });
    const hide = await screen.findByRole('group', { name: 'Hide powered by' });
    const label = `Enable again (paid until ${new Date(until).toLocaleDateString()})`;
    const again = await within(hide).findByRole('button', { name: label });
    expect(again).toBeEnabled();
    expect(within(hide).getByText('Disabled')).toBeVisible();
    await user.click(again);
    const dialog = await dialogTitled('Enable Hide powered by again?');
    expect(
      within(dialog).getByText(
        `It is paid until ${new Date(until).toLocaleDateString()}: nothing is charged.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enable again' }));
    expect(await screen.findByText('Feature unlocked')).toBeInTheDocument();
    await waitFor(() => expect(within(hide).getByRole('button', { name: 'Disable' })).toBeVisible());
    expect(charged).toEqual(['unlock']);
  });
});
