import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'antd';
import { setColorSchemePreference, SuiteProviders, suiteTheme } from '@suite/shared/react';
import { CUSTOM_THEME_ID, DEFAULT_THEME_ID } from '@suite/shared/schemas';
import { WALLET_GLASS_RESET, type WalletConfig } from '@suite/shared/sections';
import { widgetThemeConfig } from '@suite/shared/site-theme';
import { fakeApi, UPLOADED_IMAGE } from '@suite/shared/testing';
import { SiteLookProvider, type SiteLook } from '../../../section-kit/site-theme';
import { defaultCustomSettings, resetCustomSettings } from '../defaults';
import { WalletEditor } from './editor';

// antd's forms are slow in jsdom, more so while other suites run beside; the glass and custom
// settings hold dozens of fields, and the image picker a dialog more.
jest.setTimeout(60_000);

/** The colours of a site with no theme of its own: the suite's default site preset, light. */
const tokens = theme.getDesignToken(widgetThemeConfig({ theme: DEFAULT_THEME_ID }, 'light'));

afterEach(() => setColorSchemePreference('system'));

/** The editor as the section dialog mounts it; `look` is the site's theme the host gave, if any. */
function renderEditor(data?: Record<string, unknown>, look?: SiteLook) {
  const onChange = jest.fn();
  const onSave = jest.fn();
  const onCancel = jest.fn();
  const editor = <WalletEditor data={data} onChange={onChange} onSave={onSave} onCancel={onCancel} />;
  render(
    <SuiteProviders>
      {look ? <SiteLookProvider look={look}>{editor}</SiteLookProvider> : editor}
    </SuiteProviders>,
  );
  const lastConfig = (): WalletConfig => onChange.mock.lastCall?.[0];
  return { onChange, onSave, onCancel, lastConfig, user: userEvent.setup({ delay: null }) };
}

/** The options of the select list that is open, by their titles. */
function openOptions(): HTMLElement[] {
  return Array.from(
    document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  );
}

async function findOption(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const option = openOptions().find((candidate) => candidate.getAttribute('title') === title);
    if (!option) throw new Error(`No open option ${title}`);
    return option;
  });
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await findOption(option));
}

async function openGroup(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('tab', { name: title }));
}

/** antd draws radio buttons over their inputs: a person clicks the label. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(
    screen.getByText(label, { selector: '.ant-radio-button-label, .ant-radio-button-wrapper span' }),
  );
}

const spin = (name: string) => screen.getByRole('spinbutton', { name });

describe('WalletEditor: variant', () => {
  it('saves a section opened and saved untouched as it was, without the settings of variants it does not use', async () => {
    const { user, onSave } = renderEditor({ variant: 'default' });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ variant: 'default' }));
  });

  it('offers default, glass and custom, and switches the settings shown', async () => {
    const { user, lastConfig } = renderEditor();
    expect(screen.getByText(/takes the site's own theme/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Variant'));
    await findOption('Custom');
    expect(openOptions().map((option) => option.getAttribute('title'))).toEqual([
      'Default',
      'Glass',
      'Custom',
    ]);
    await user.click(await findOption('Glass'));
    expect(await screen.findByRole('region', { name: 'Glassmorphism effects' })).toBeInTheDocument();
    expect(lastConfig().variant).toBe('glass');
    expect(lastConfig().glassSettings).toEqual(WALLET_GLASS_RESET);
  });
});

describe('WalletEditor: glass', () => {
  const glass = (glassSettings: Record<string, unknown> = {}) => ({
    variant: 'glass',
    glassSettings: { ...WALLET_GLASS_RESET, ...glassSettings },
  });

  it('bounds blur to 10–60 (default 40) and opacity to 0.01–0.15 (default 0.1)', () => {
    renderEditor(glass({ blurIntensity: undefined, glassOpacity: undefined }));
    const blur = spin('Blur intensity');
    expect(blur).toHaveAttribute('aria-valuemin', '10');
    expect(blur).toHaveAttribute('aria-valuemax', '60');
    expect(blur).toHaveValue('40');
    expect(screen.getByRole('slider', { name: 'Blur intensity' })).toHaveAttribute('aria-valuenow', '40');
    const opacity = spin('Glass opacity');
    expect(opacity).toHaveAttribute('aria-valuemin', '0.01');
    expect(opacity).toHaveAttribute('aria-valuemax', '0.15');
    expect(opacity).toHaveAttribute('aria-valuenow', '0.1');
  });

  it('says beside blur that a typed value off its steps of 5 cannot be saved', async () => {
    const { user } = renderEditor(glass());
    const blur = spin('Blur intensity');
    await user.clear(blur);
    await user.type(blur, '42');
    await user.tab();
    expect(await screen.findByText('Must be a multiple of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(blur);
    await user.type(blur, '45');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Must be a multiple of 5')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('hides the padding inputs while remove-all-padding is on; 24px top and bottom by default', async () => {
    const { user, lastConfig } = renderEditor(glass());
    expect(screen.getByLabelText('Top padding')).toHaveAttribute('placeholder', '24 (default)');
    expect(screen.getByLabelText('Bottom padding')).toHaveAttribute('placeholder', '24 (default)');
    expect(screen.getByLabelText('Left padding')).toHaveAttribute('placeholder', '0 (default)');
    await user.type(screen.getByLabelText('Top padding'), '12');
    expect(lastConfig().glassSettings?.customPadding).toEqual({ top: 12 });
    await user.clear(screen.getByLabelText('Top padding'));
    expect(lastConfig().glassSettings?.customPadding?.top).toBeUndefined();
    await user.click(screen.getByRole('switch', { name: 'Remove all padding' }));
    for (const side of ['Top', 'Bottom', 'Left', 'Right']) {
      expect(screen.queryByLabelText(`${side} padding`)).not.toBeInTheDocument();
    }
    expect(lastConfig().glassSettings?.removePadding).toBe(true);
  });

  it('RESET STYLES restores exactly the seed values', async () => {
    const { user, lastConfig } = renderEditor(
      glass({
        backgroundType: 'gradient',
        gradientStartColor: '#000000',
        gradientEndColor: '#ffffff',
        blurIntensity: 15,
        glassOpacity: 0.05,
        disableBackground: true,
        backgroundSize: 'contain',
        backgroundRepeat: 'repeat',
        textColor: '#ffffff',
        hideNFTs: true,
        hideSendAction: true,
        removePadding: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'RESET STYLES' }));
    expect(lastConfig().glassSettings).toEqual(WALLET_GLASS_RESET);
    expect(spin('Blur intensity')).toHaveValue('40');
    expect(screen.getByRole('switch', { name: 'Hide NFTs' })).not.toBeChecked();
    expect(screen.getByLabelText('Top padding')).toBeInTheDocument();
  });

  it('fills empty colours from the theme when switching the background to gradient or solid', async () => {
    const { user, lastConfig } = renderEditor(glass());
    await pick(user, 'Gradient');
    expect(lastConfig().glassSettings).toMatchObject({
      backgroundType: 'gradient',
      gradientStartColor: tokens.colorPrimary,
      gradientEndColor: tokens.colorBgLayout,
      gradientDirection: 'to bottom',
    });
    expect(screen.getByLabelText('Gradient start colour')).toHaveTextContent(tokens.colorPrimary);
    await pick(user, 'Solid');
    expect(lastConfig().glassSettings).toMatchObject({
      backgroundType: 'solid',
      backgroundColor: tokens.colorBgLayout,
    });
  });

  it("takes an image picked from the user's images", async () => {
    fakeApi({
      'GET /api/images': {
        status: 200,
        body: {
          items: [UPLOADED_IMAGE],
          totalItems: 1,
          currentPage: 0,
          pageSize: 20,
        },
      },
    });
    const { user, lastConfig } = renderEditor(glass({ backgroundType: 'image' }));
    await user.click(screen.getByRole('button', { name: 'Choose image: Background image' }));
    await user.click(await screen.findByRole('button', { name: 'Use sky.png' }));
    await waitFor(() =>
      expect(lastConfig().glassSettings?.backgroundImage).toBe('http://localhost/api/uploads/abc.png'),
    );
    expect(screen.getByLabelText('Background image')).toHaveValue('http://localhost/api/uploads/abc.png');
  });

  it('takes a pasted http(s) URL, and disables Save on any other', async () => {
    const { user } = renderEditor(glass());
    await pick(user, 'Image');
    for (const label of ['Image size', 'Image position', 'Image repeat', 'Image attachment']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const input = screen.getByLabelText('Background image');
    await user.click(input);
    await user.paste('ftp://example.com/a.png');
    expect(await screen.findByText('Must be a valid http(s) URL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(input);
    await user.paste('https://cdn.example.com/a.png');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('says when there are no images yet', async () => {
    fakeApi({
      'GET /api/images': { status: 200, body: { items: [], totalItems: 0, currentPage: 0, pageSize: 20 } },
    });
    const { user } = renderEditor(glass({ backgroundType: 'image' }));
    await user.click(screen.getByRole('button', { name: 'Choose image: Background image' }));
    expect(await screen.findByText("You don't have any images yet")).toBeInTheDocument();
  });
});

describe('WalletEditor: custom', () => {
  const custom = (change: Record<string, unknown> = {}) => ({
    variant: 'custom',
    customSettings: { ...defaultCustomSettings(tokens), ...change },
  });

  it('groups the settings in the thirteen accordions of the seed', () => {
    renderEditor(custom());
    const titles = [
      'Background Configuration',
      'Wallet Display',
      'Filter Settings',
      'Action Buttons',
      'Network Selector',
      'Card Styling',
      'Exchange Configuration',
      'NFT Colors',
      'Visibility & Layout',
      'Search & Input',
      'Pagination',
      'Tables & Data',
      'Layout Configuration',
    ];
    expect(screen.getAllByRole('tab').map((header) => header.textContent)).toEqual(titles);
  });

  it('labels the swap variants Classic, Pro, Modern, Minimal, Compact and Mobile, and stores the values', async () => {
    const { user, lastConfig } = renderEditor(custom());
    await openGroup(user, 'Exchange Configuration');
    await user.click(screen.getByLabelText('Swap variant'));
    await findOption('Mobile');
    expect(openOptions().map((option) => option.getAttribute('title'))).toEqual([
      'Classic',
      'Pro',
      'Modern',
      'Minimal',
      'Compact',
      'Mobile',
    ]);
    await user.click(await findOption('Pro'));
    expect(lastConfig().customSettings?.swapConfig?.variant).toBe('MatchaLike');
  });

  it('shows the exchange colours only for the custom exchange style', async () => {
    const { user } = renderEditor(custom());
    await openGroup(user, 'Exchange Configuration');
    expect(screen.queryByLabelText('Token info bar background colour')).not.toBeInTheDocument();
    await choose(user, 'Exchange style', 'Custom');
    expect(await screen.findByLabelText('Token info bar background colour')).toBeInTheDocument();
    expect(screen.getByLabelText('Fill amount button colour (active)')).toBeInTheDocument();
  });

  it('bounds the card radius to whole 0–50 and the shadow to 0–1, with the helper text', async () => {
    const { user, lastConfig } = renderEditor(
      custom({
        cardConfig: {
          ...defaultCustomSettings(tokens).cardConfig,
          borderRadius: undefined,
          shadowIntensity: undefined,
        },
      }),
    );
    await openGroup(user, 'Card Styling');
    const radius = spin('Border radius');
    expect(radius).toHaveAttribute('aria-valuemin', '0');
    expect(radius).toHaveAttribute('aria-valuemax', '50');
    expect(radius).toHaveAttribute('placeholder', '8 (default)');
    const shadow = spin('Shadow intensity');
    expect(shadow).toHaveAttribute('aria-valuemin', '0');
    expect(shadow).toHaveAttribute('aria-valuemax', '1');
    expect(shadow).toHaveAttribute('placeholder', '0.1 (default)');
    expect(screen.getByText('Value between 0 (no shadow) and 1 (strong shadow)')).toBeInTheDocument();
    await user.type(radius, '12.7');
    await user.tab();
    expect(lastConfig().customSettings?.cardConfig?.borderRadius).toBe(13);
    await user.clear(radius);
    await user.type(radius, '80');
    await user.tab();
    expect(radius).toHaveValue('50');
    expect(lastConfig().customSettings?.cardConfig?.borderRadius).toBe(50);
  });

  it('hides the padding inputs while remove-all-padding is on; 16px top and bottom by default', async () => {
    const { user } = renderEditor(custom());
    await openGroup(user, 'Visibility & Layout');
    expect(screen.getByLabelText('Top padding')).toHaveAttribute('placeholder', '16 (default)');
    expect(screen.getByLabelText('Right padding')).toHaveAttribute('placeholder', '0 (default)');
    await user.click(screen.getByRole('switch', { name: 'Remove all padding' }));
    expect(screen.queryByLabelText('Top padding')).not.toBeInTheDocument();
    for (const flag of ['Hide balance', 'Hide network selector', 'Hide search', 'Hide swap action']) {
      expect(screen.getByRole('switch', { name: flag })).not.toBeChecked();
    }
  });

  it('bounds image blur to 0–40 (default 0) and element spacing to 0–8 (default 2)', async () => {
    const { user } = renderEditor(custom({ backgroundType: 'image', backgroundBlur: undefined }));
    await openGroup(user, 'Background Configuration');
    const blur = spin('Image blur');
    expect(blur).toHaveAttribute('aria-valuemin', '0');
    expect(blur).toHaveAttribute('aria-valuemax', '40');
    expect(blur).toHaveValue('0');
    await openGroup(user, 'Layout Configuration');
    const spacing = spin('Element spacing');
    expect(spacing).toHaveAttribute('aria-valuemin', '0');
    expect(spacing).toHaveAttribute('aria-valuemax', '8');
    expect(spacing).toHaveValue('2');
  });

  it('reorders the parts of the wallet', async () => {
    const { user, lastConfig } = renderEditor(custom());
    await openGroup(user, 'Layout Configuration');
    const order = screen.getByRole('region', { name: 'Component order' });
    expect(within(order).getByRole('button', { name: 'Move Balance up' })).toBeDisabled();
    expect(within(order).getByRole('button', { name: 'Move Content down' })).toBeDisabled();
    await user.click(within(order).getByRole('button', { name: 'Move Balance down' }));
    expect(lastConfig().customSettings?.layout?.componentOrder).toEqual([
      'actions',
      'balance',
      'search',
      'tabs',
      'content',
    ]);
  });

  it('RESET STYLES restores the defaults, keeps the background type and copies send colours to swap and back', async () => {
    const send = {
      backgroundColor: '#111111',
      textColor: '#eeeeee',
      borderColor: '#111111',
      hoverBackgroundColor: '#222222',
    };
    const { user, lastConfig } = renderEditor(
      custom({
        backgroundType: 'image',
        backgroundImage: 'https://cdn.example.com/a.png',
        sendButtonConfig: send,
        swapButtonConfig: { backgroundColor: '#333333' },
        cardConfig: { borderRadius: 30, shadowIntensity: 0.8 },
        hideNFTs: true,
        layout: { spacing: 6, componentOrder: ['content', 'tabs', 'search', 'actions', 'balance'] },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'RESET STYLES' }));
    const reset = lastConfig().customSettings;
    expect(reset).toEqual(
      resetCustomSettings(
        { backgroundType: 'image', backgroundImage: 'https://cdn.example.com/a.png' },
        tokens,
      ),
    );
    expect(reset?.backgroundType).toBe('image');
    // The image background stays whole: its address is kept with its type, not left empty.
    expect(reset?.backgroundImage).toBe('https://cdn.example.com/a.png');
    await openGroup(user, 'Background Configuration');
    expect(screen.getByLabelText('Background image')).toHaveValue('https://cdn.example.com/a.png');
    expect(reset?.swapButtonConfig).toEqual(defaultCustomSettings(tokens).sendButtonConfig);
    expect(reset?.backButtonConfig).toEqual(reset?.sendButtonConfig);
    expect(reset?.cardConfig).toMatchObject({ borderRadius: 8, shadowIntensity: 0.1 });
  });
});

describe("WalletEditor: colours from the site's theme, not the admin's", () => {
  /** A site on the custom theme, with a primary colour no preset and no admin theme has. */
  const PINK = '#d6336c';
  const pinkSite: SiteLook = {
    value: { theme: CUSTOM_THEME_ID, customThemeLight: { colorPrimary: PINK, colorBgBase: '#fff0f6' } },
    mode: 'light',
  };
  const pinkTokens = theme.getDesignToken(widgetThemeConfig(pinkSite.value, pinkSite.mode));

  it("fills the custom defaults with the site's colours", async () => {
    const { user, lastConfig } = renderEditor({ variant: 'default' }, pinkSite);
    await choose(user, 'Variant', 'Custom');
    const custom = lastConfig().customSettings;
    expect(custom?.sendButtonConfig?.backgroundColor).toBe(PINK);
    expect(custom?.tabsConfig?.tokensIndicatorColor).toBe(PINK);
    expect(custom?.backgroundColor).toBe(pinkTokens.colorBgLayout);
    expect(custom).toEqual(defaultCustomSettings(pinkTokens));
  });

  it("fills glass's background colours with the site's when its type is switched", async () => {
    const { user, lastConfig } = renderEditor(
      { variant: 'glass', glassSettings: { ...WALLET_GLASS_RESET } },
      pinkSite,
    );
    await pick(user, 'Gradient');
    expect(lastConfig().glassSettings).toMatchObject({
      gradientStartColor: PINK,
      gradientEndColor: pinkTokens.colorBgLayout,
    });
  });

  it("takes the default site preset's light colours without a site theme, even with the admin in dark mode", async () => {
    act(() => setColorSchemePreference('dark'));
    const { user, lastConfig } = renderEditor({ variant: 'default' });
    await choose(user, 'Variant', 'Custom');
    const custom = lastConfig().customSettings;
    const adminDark = theme.getDesignToken({ ...suiteTheme, algorithm: theme.darkAlgorithm });
    expect(custom?.backgroundColor).toBe(tokens.colorBgLayout);
    expect(custom?.backgroundColor).not.toBe(adminDark.colorBgLayout);
    expect(custom?.primaryTextColor).toBe(tokens.colorText);
    expect(custom?.sendButtonConfig?.backgroundColor).toBe('#1677ff');
    expect(custom).toEqual(defaultCustomSettings(tokens));
  });
});

describe('WalletEditor: save and cancel', () => {
  it('saves the valid config and cancels', async () => {
    const { user, onSave, onCancel } = renderEditor({ variant: 'default' });
    await choose(user, 'Variant', 'Glass');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.lastCall?.[0]).toMatchObject({ variant: 'glass', glassSettings: WALLET_GLASS_RESET });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('opens a saved config that does not parse on what it holds, not on the defaults', async () => {
    // A blur saved as a word no field can show is left out; the variant chosen is kept.
    renderEditor({ variant: 'glass', glassSettings: { blurIntensity: 'lots' } });
    expect(await screen.findByRole('region', { name: 'Glassmorphism effects' })).toBeInTheDocument();
    expect(screen.queryByText(/takes the site's own theme/)).not.toBeInTheDocument();
  });
});
