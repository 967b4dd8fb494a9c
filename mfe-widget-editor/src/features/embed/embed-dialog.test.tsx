import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Section } from '@suite/shared/widget';
import { WidgetEditRoute } from '../../routes/widget-edit';
import { dialogTitled, ok, renderWidgetUi, widget } from '../../test/render';

// The whole widget editor renders here: on a loaded two-core machine a test can take minutes.
jest.setTimeout(300_000);

const REFERRAL_NOTE =
  "Referrals are counted only with the code snippet. This embeds a referral section: with the iframe code, no visit or sign-up through a referral link is counted, and the links visitors share lead to your site's home page, not to the page the widget is on.";

const INTRO: Section = { type: 'markdown', name: 'Intro', data: { source: 'Hi' } };
const INVITE: Section = {
  type: 'referral',
  name: 'Invite',
  data: { title: '', subtitle: '', showStats: true },
};

/** The Components panel of widget 7, whose saved page holds `sections`, with the owner's API key. */
function renderComponents(sections: Section[]) {
  renderWidgetUi(<WidgetEditRoute widgetId="7" />, {
    path: '/admin/widget/edit/7?tab=components',
    route: '/admin/widget/edit/:id/*',
    answers: {
      'GET /api/widget/by-owner/7': ok(
        widget({ page: { title: 'Main', layout: { type: 'list' }, sections } }),
      ),
      'GET /api/api-key/by-account': ok({
        uuid: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
        monthlyCount: 0,
        monthlyLimit: 1000,
      }),
    },
  });
  return userEvent.setup();
}

async function embedWholePage(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('list', { name: 'Page sections' });
  await user.click(screen.getByRole('button', { name: 'Embed' }));
  return dialogTitled('Embed widget');
}

describe('EmbedDialog', () => {
  it('opens a page with a referral section on the snippet, and says beside the iframe code why', async () => {
    const user = renderComponents([INTRO, INVITE]);
    const dialog = await embedWholePage(user);
    expect(
      await within(dialog).findByRole('tab', { name: 'Code snippet', selected: true }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Code snippet' })).toHaveDisplayValue(/"ref"/);
    expect(within(dialog).queryByText(REFERRAL_NOTE)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Iframe' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Iframe code' })).toBeInTheDocument();
    expect(within(dialog).getByText(REFERRAL_NOTE)).toBeInTheDocument();
  });

  it('opens a page without one on the iframe code, with no note', async () => {
    const user = renderComponents([INTRO]);
    const dialog = await embedWholePage(user);
    expect(await within(dialog).findByRole('tab', { name: 'Iframe', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Iframe code' })).toBeInTheDocument();
    expect(within(dialog).queryByText(REFERRAL_NOTE)).not.toBeInTheDocument();
  });

  it('looks only at the section embedded when one section is', async () => {
    const user = renderComponents([INTRO, INVITE]);
    await screen.findByRole('list', { name: 'Page sections' });
    await user.click(screen.getByRole('button', { name: 'More actions for Intro' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Embed' }));
    const intro = await dialogTitled('Embed Intro');
    expect(await within(intro).findByRole('tab', { name: 'Iframe', selected: true })).toBeInTheDocument();
    expect(within(intro).queryByText(REFERRAL_NOTE)).not.toBeInTheDocument();
    await user.click(within(intro).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'More actions for Invite' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Embed' }));
    const invite = await dialogTitled('Embed Invite');
    expect(
      await within(invite).findByRole('tab', { name: 'Code snippet', selected: true }),
    ).toBeInTheDocument();
  });
});
