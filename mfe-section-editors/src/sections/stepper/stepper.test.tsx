import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { StepperConfig } from '@suite/shared/sections';
import { SuiteProviders } from '@suite/shared/react';
import { STEPPER_DEFAULTS, STEPPER_SETTINGS_DEFAULTS, STEP_DEFAULTS } from './defaults';
import { StepperEditor } from './editor';
import { StepperRenderer } from './renderer';
import { buttonNamed, spinbuttonLabelled } from '../../test/test-queries';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const step = (id: string, label: string, extra: Partial<StepperConfig['steps'][number]> = {}) => ({
  ...STEP_DEFAULTS,
  id,
  label,
  content: `Do **${label}** <script>alert(1)</script>`,
  ...extra,
});

const SAVED: StepperConfig = {
  steps: [step('wallet', 'Wallet'), step('network', 'Network'), step('mint', 'Mint')],
  settings: STEPPER_SETTINGS_DEFAULTS,
  activeStep: 0,
  completedSteps: [],
  skippedSteps: [],
};

const visibleStep = () => screen.getByRole('region', { name: /Wallet|Network|Mint|Skip me/ });

describe('StepperRenderer', () => {
  it('goes through the steps with Back and Next, finishes, and resets', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<StepperRenderer data={SAVED} />);
    expect(visibleStep()).toHaveAccessibleName('Wallet');
    expect(container.querySelector('strong')).toHaveTextContent('Wallet');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(visibleStep()).toHaveAccessibleName('Network');
    // The done step shows the completed icon (Check).
    expect(container.querySelector('[data-icon-name="Check"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(visibleStep()).toHaveAccessibleName('Wallet');
    // The other steps stay mounted, and out of sight: antd's Flex would otherwise beat `hidden`.
    for (const label of ['Network', 'Mint']) {
      const other = container.querySelector(`[role="region"][aria-label="${label}"]`);
      expect(other).not.toBeNull();
      expect(other).toHaveStyle({ display: 'none' });
    }
    expect(visibleStep()).not.toHaveStyle({ display: 'none' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('All steps completed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(visibleStep()).toHaveAccessibleName('Wallet');
  });

  it('uses the configured button texts, skips optional steps, and holds Next on a step with an error', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(
      <StepperRenderer
        data={{
          ...SAVED,
          steps: [step('skip', 'Skip me', { optional: true }), step('broken', 'Wallet', { error: true })],
          settings: {
            ...SAVED.settings,
            linear: false,
            allowStepSkipping: true,
            validateOnNext: true,
            nextButtonText: 'Continue',
            skipButtonText: 'Not now',
            finishButtonText: 'Done',
          },
        }}
      />,
    );
    expect(screen.getByText('Optional')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.getByText('Skipped')).toBeInTheDocument();
    expect(visibleStep()).toHaveAccessibleName('Wallet');
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    // Why it is held is said beside it, and is the button's description.
    expect(screen.getByText('This step has an error: it cannot be passed until it is fixed.')).toBeVisible();
    expect(done).toHaveAccessibleDescription(
      'This step has an error: it cannot be passed until it is fixed.',
    );
    expect(container.querySelector('[data-icon-name="Warning"]')).not.toBeNull();
  });

  it('opens a step by its label when steps are clickable', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <StepperRenderer
        data={{ ...SAVED, settings: { ...SAVED.settings, linear: false, nonLinear: true } }}
      />,
    );
    await user.click(screen.getByText('Mint', { selector: '.ant-steps-item-title' }));
    expect(visibleStep()).toHaveAccessibleName('Mint');
  });

  it('shows the mobile stepper on a phone, with its dots and Back and Next', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <StepperRenderer
        data={{
          ...SAVED,
          settings: {
            ...SAVED.settings,
            mobileStepper: { enabled: true, variant: 'dots', position: 'bottom' },
          },
        }}
      />,
    );
    // jsdom matches no media query: a phone.
    const mobile = await screen.findByRole('group', { name: 'Step progress' });
    expect(mobile).toHaveAttribute('data-position', 'bottom');
    expect(screen.getByRole('img', { name: 'Step 1 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('img', { name: 'Step 2 of 3' })).toBeInTheDocument();
  });

  it('says what is missing while the section is incomplete', () => {
    render(<StepperRenderer data={STEPPER_DEFAULTS} />);
    expect(screen.getByText('Step 1 › Content: Step content is required')).toBeInTheDocument();
  });
});

function renderEditor(data?: StepperConfig) {
  const onChange = jest.fn();
  const onSave = jest.fn();
  render(
    <SuiteProviders>
      <App>
        <StepperEditor data={data} onChange={onChange} onSave={onSave} onCancel={jest.fn()} />
      </App>
    </SuiteProviders>,
  );
  const lastConfig = (): StepperConfig => onChange.mock.lastCall?.[0];
  return { onChange, onSave, lastConfig, user: userEvent.setup({ delay: null }) };
}

const saveButton = () => buttonNamed('Save Configuration');
/** The steps' headers as they read: each one's title (its buttons are named, not written). */
const headers = () =>
  [...document.querySelectorAll('.ant-collapse-header .ant-collapse-title')].map(
    (title) => title.textContent,
  );

describe('StepperEditor', () => {
  it("has the tabs Steps and Settings; Add step appends 'Step N' with a generated id", async () => {
    const { user, lastConfig } = renderEditor();
    expect(screen.getByRole('tab', { name: 'Steps' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Settings' })).toBeInTheDocument();
    await user.click(buttonNamed('Add step'));
    expect(headers()).toEqual(['Step 1', 'Step 2']);
    expect(lastConfig().steps[1]?.id).toMatch(/^step-/);
    expect(screen.getByLabelText('Step ID')).toHaveValue(lastConfig().steps[1]?.id);
  });

  it("duplicates a step right after the original, labelled '(Copy)', shifting the later positions", async () => {
    const { user, lastConfig } = renderEditor({ ...SAVED, activeStep: 2, completedSteps: [0, 2] });
    await user.click(buttonNamed('Duplicate Wallet'));
    expect(headers()).toEqual(['Wallet', 'Wallet (Copy)', 'Network', 'Mint']);
    expect(lastConfig()).toMatchObject({ activeStep: 3, completedSteps: [0, 3] });
  });

  it('lowers the active step and shifts completed and skipped positions when a step is removed', async () => {
    const { user, lastConfig } = renderEditor({
      ...SAVED,
      activeStep: 2,
      completedSteps: [0, 2],
      skippedSteps: [1],
    });
    await user.click(buttonNamed('Remove Network'));
    expect(headers()).toEqual(['Wallet', 'Mint']);
    expect(lastConfig()).toMatchObject({ activeStep: 1, completedSteps: [0, 1], skippedSteps: [] });
  });

  it('requires at least one step, and a step id, label and content', async () => {
    const { user } = renderEditor(SAVED);
    for (const label of ['Step ID', 'Label', 'Content']) {
      await user.clear(screen.getByLabelText(label));
    }
    expect(await screen.findByText('Step ID is required')).toBeInTheDocument();
    expect(screen.getByText('Step label is required')).toBeInTheDocument();
    expect(screen.getByText('Step content is required')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    for (const name of ['Remove Step 1', 'Remove Network', 'Remove Mint']) {
      await user.click(buttonNamed(name));
    }
    expect(await screen.findByText('At least one step is required')).toBeInTheDocument();
  });

  it("refuses skipping in a linear stepper with 'Invalid stepper configuration'", async () => {
    const { user } = renderEditor(SAVED);
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByLabelText('Allow skipping'));
    expect(await screen.findByText('Invalid stepper configuration')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByLabelText('Linear'));
    await waitFor(() => expect(screen.queryByText('Invalid stepper configuration')).not.toBeInTheDocument());
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('holds the settings another one leaves without effect, and says why', async () => {
    const { user } = renderEditor(SAVED);
    // A step's icon colour needs an icon (the step's number takes the theme's).
    expect(screen.getByLabelText('Icon colour')).toBeDisabled();
    expect(screen.getByText("Only with an icon: a number takes the theme's colour")).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    // Skipping is off by default: its button waits for it, and its text says so.
    expect(screen.getByLabelText('Show Skip')).toBeDisabled();
    expect(screen.getAllByText('No effect while "Allow skipping" is off')).toHaveLength(2);
    await user.click(screen.getByLabelText('Linear'));
    await user.click(screen.getByLabelText('Allow skipping'));
    expect(screen.getByLabelText('Show Skip')).toBeEnabled();
    expect(screen.queryByText('No effect while "Allow skipping" is off')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Show Reset')).toBeEnabled();
    await user.click(screen.getByLabelText('Allow reset'));
    expect(screen.getByLabelText('Show Reset')).toBeDisabled();
    expect(screen.getAllByText('No effect while "Allow reset" is off')).toHaveLength(2);

    expect(screen.getByLabelText('Labels under the icons')).toBeEnabled();
    await user.click(screen.getByText('Vertical'));
    expect(screen.getByLabelText('Labels under the icons')).toBeDisabled();
    expect(screen.getByText('Only with the horizontal orientation')).toBeInTheDocument();
    expect(spinbuttonLabelled('Elevation')).toBeEnabled();
    await user.click(screen.getByText('Outlined'));
    expect(spinbuttonLabelled('Elevation')).toBeDisabled();

    await user.click(screen.getByLabelText('Hide step icons'));
    expect(screen.getByLabelText('Completed icon')).toBeDisabled();
    expect(screen.getByLabelText('Error icon')).toBeDisabled();
    // The two icons here, and the open step's icon and icon colour.
    expect(screen.getAllByText('No effect while "Hide step icons" is on')).toHaveLength(4);
    await user.click(screen.getByRole('tab', { name: 'Steps' }));
    expect(screen.getByLabelText('Step icon')).toBeDisabled();
  });

  it('starts from the seed defaults and saves the configuration', async () => {
    const { user, onSave } = renderEditor(SAVED);
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(spinbuttonLabelled('Padding')).toHaveValue('24');
    expect(spinbuttonLabelled('Spacing')).toHaveValue('2');
    expect(spinbuttonLabelled('Elevation')).toHaveValue('1');
    expect(spinbuttonLabelled('Border radius')).toHaveValue('4');
    for (const text of ['Back', 'Next', 'Skip', 'Reset', 'Finish']) {
      expect(screen.getByLabelText(`${text} button text`)).toHaveValue(text);
    }
    expect(screen.getByLabelText('Linear')).toBeChecked();
    await user.clear(screen.getByLabelText('Finish button text'));
    expect(await screen.findByText('Finish button text is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Finish button text'), 'Go');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({
      ...SAVED,
      settings: { ...SAVED.settings, finishButtonText: 'Go' },
    });
  });
});
