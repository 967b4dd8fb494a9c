import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { TabsConfig } from '@suite/shared/sections';
import { SuiteProviders } from '@suite/shared/react';
import { TABS_DEFAULTS, TAB_DEFAULTS } from './defaults';
import { TabsEditor } from './editor';
import { TabsRenderer } from './renderer';
import { buttonNamed, queryButtonNamed, spinbuttonLabelled } from '../../test/test-queries';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const tab = (id: string, label: string, extra: Partial<TabsConfig['tabs'][number]> = {}) => ({
  ...TAB_DEFAULTS,
  id,
  label,
  content: `About **${label}** <script>alert(1)</script>`,
  ...extra,
});

const SAVED: TabsConfig = {
  ...TABS_DEFAULTS,
  tabs: [
    tab('roadmap', 'Roadmap', {
      icon: 'Star',
      iconPosition: 'top',
      tabProps: { title: 'Read the roadmap', 'data-track': 'roadmap', 'aria-selected': 'false' },
      sx: { fontWeight: 600 },
    }),
    tab('team', 'Team'),
    tab('legal', 'Legal', { disabled: true }),
  ],
};

describe('TabsRenderer', () => {
  it('shows the first tab, switches on click, and renders markdown without raw HTML', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<TabsRenderer data={SAVED} />);
    expect(screen.getByRole('tab', { name: 'Roadmap' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('About Roadmap');
    expect(container.querySelector('strong')).toHaveTextContent('Roadmap');
    expect(container.querySelector('script')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Legal' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('applies the icon position, the tab style and attributes, the font sizes and colours', () => {
    const { container } = render(
      <TabsRenderer
        data={{
          ...SAVED,
          id: 'roadmap-tabs',
          contentFontSize: 20,
          padding: 8,
          colors: { contentBackground: '#fafafa', contentText: '#222222' },
        }}
      />,
    );
    // The attributes are the tab's own (antd's tab element), and never override what antd keeps.
    const roadmap = screen.getByRole('tab', { name: 'Roadmap' });
    expect(roadmap).toHaveAttribute('title', 'Read the roadmap');
    expect(roadmap).toHaveAttribute('data-track', 'roadmap');
    expect(roadmap).toHaveAttribute('aria-selected', 'true');
    const label = roadmap.querySelector<HTMLElement>('[data-icon-name="Star"]')?.parentElement;
    expect(label).toHaveStyle({ flexDirection: 'column', fontWeight: '600' });
    expect(container.querySelector('section')).toHaveAttribute('id', 'roadmap-tabs');
    const content = screen.getByRole('tabpanel').querySelector('div > div');
    expect(screen.getByText('Roadmap', { selector: 'strong' }).closest('div[style]')).toHaveStyle({
      fontSize: '20px',
      padding: '8px',
      background: '#fafafa',
    });
    expect(content).not.toBeNull();
  });

  it('places the tabs vertically or centered, and moves with the arrows when asked', async () => {
    const user = userEvent.setup({ delay: null });
    const { container, rerender } = render(<TabsRenderer data={{ ...SAVED, orientation: 'vertical' }} />);
    expect(container.querySelector('.ant-tabs-left')).not.toBeNull();
    rerender(<TabsRenderer data={{ ...SAVED, centered: true, scrollButtons: 'on' }} />);
    expect(container.querySelector('.ant-tabs-centered')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Previous tab' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next tab' }));
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    // Legal is disabled: Team is the last tab the arrows reach.
    expect(screen.getByRole('button', { name: 'Next tab' })).toBeDisabled();
    rerender(<TabsRenderer data={{ ...SAVED, scrollButtons: 'off' }} />);
    expect(screen.queryByRole('button', { name: 'Next tab' })).not.toBeInTheDocument();
  });

  it('scrolls a Scrollable bar to the tabs that do not fit, where Standard lists them in its … menu', () => {
    const { container, rerender } = render(<TabsRenderer data={{ ...SAVED, variant: 'standard' }} />);
    const menu = () => container.querySelector('.ant-tabs-nav-operations');
    expect(menu()).not.toBeNull();
    expect(getComputedStyle(menu() ?? document.body).display).not.toBe('none');
    rerender(<TabsRenderer data={{ ...SAVED, variant: 'scrollable' }} />);
    expect(getComputedStyle(menu() ?? document.body).display).toBe('none');
  });

  it('says what is missing while the section is incomplete', () => {
    render(<TabsRenderer data={TABS_DEFAULTS} />);
    expect(screen.getByText('Tab 1 › Content: Tab content is required')).toBeInTheDocument();
  });
});

function renderEditor(data?: TabsConfig) {
  const onChange = jest.fn();
  const onSave = jest.fn();
  const onCancel = jest.fn();
  render(
    <SuiteProviders>
      <App>
        <TabsEditor data={data} onChange={onChange} onSave={onSave} onCancel={onCancel} />
      </App>
    </SuiteProviders>,
  );
  const lastConfig = (): TabsConfig => onChange.mock.lastCall?.[0];
  return { onChange, onSave, onCancel, lastConfig, user: userEvent.setup({ delay: null }) };
}

const saveButton = () => buttonNamed('Save');

describe('TabsEditor', () => {
  it("starts a new section with two tabs, adds 'Tab N', and never removes the last tab", async () => {
    const { user, lastConfig } = renderEditor();
    expect(screen.getByText('Tab 1')).toBeInTheDocument();
    expect(screen.getByText('Tab 2')).toBeInTheDocument();
    await user.click(buttonNamed('Add tab'));
    expect(lastConfig().tabs.map((item) => item.label)).toEqual(['Tab 1', 'Tab 2', 'Tab 3']);
    expect(lastConfig().tabs[2]?.id).toMatch(/^tab-/);
    await user.click(buttonNamed('Remove Tab 1'));
    await user.click(buttonNamed('Remove Tab 2'));
    expect(lastConfig().tabs.map((item) => item.label)).toEqual(['Tab 3']);
    expect(buttonNamed('Remove Tab 3')).toBeDisabled();
  });

  it('shows the messages of a tab and keeps Save disabled while invalid', async () => {
    const { user } = renderEditor(SAVED);
    await waitFor(() => expect(saveButton()).toBeEnabled());
    for (const label of ['Tab ID', 'Label', 'Content']) {
      await user.clear(screen.getByLabelText(label));
    }
    expect(await screen.findByText('Tab ID is required')).toBeInTheDocument();
    expect(screen.getByText('Tab label is required')).toBeInTheDocument();
    expect(screen.getByText('Tab content is required')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('keeps the sizes within their bounds', async () => {
    const { user } = renderEditor(SAVED);
    const cases = [
      ['Tab font size', '25', 'Must be at most 24'],
      ['Content font size', '9', 'Must be at least 10'],
      ['Padding', '51', 'Must be at most 50'],
      ['Border radius', '51', 'Must be at most 50'],
      ['Elevation', '25', 'Must be at most 24'],
    ] as const;
    for (const [label, value, message] of cases) {
      const input = spinbuttonLabelled(label);
      await user.clear(input);
      await user.type(input, value);
      expect(await screen.findByText(message)).toBeInTheDocument();
      await user.clear(input);
      await user.type(input, '12');
    }
    expect(spinbuttonLabelled('Tab font size')).toHaveValue('12');
  });

  it('refuses a tab style that is not a JSON object of CSS properties', async () => {
    const { user } = renderEditor(SAVED);
    await user.click(screen.getByText('Advanced: style and attributes'));
    const style = screen.getByLabelText('Tab style');
    await user.clear(style);
    await user.click(style);
    await user.paste('{"font-weight": 600');
    expect(
      await screen.findByText('Must be a JSON object of CSS properties, such as {"fontWeight": 600}'),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('starts from the seed defaults and saves the configuration', async () => {
    const { user, onSave } = renderEditor(SAVED);
    expect(spinbuttonLabelled('Tab font size')).toHaveValue('14');
    expect(spinbuttonLabelled('Content font size')).toHaveValue('16');
    expect(spinbuttonLabelled('Padding')).toHaveValue('16');
    expect(spinbuttonLabelled('Border radius')).toHaveValue('4');
    await user.click(screen.getByLabelText('Centered'));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({ ...SAVED, centered: true });
  });

  it('has Cancel beside Save, as the common editors do, which leaves without saving', async () => {
    const { user, onSave, onCancel } = renderEditor(SAVED);
    expect(queryButtonNamed('Save Configuration')).toBeNull();
    await user.click(screen.getByLabelText('Centered'));
    await user.click(buttonNamed('Cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });
});
