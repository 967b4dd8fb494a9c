import { useId, useState } from 'react';
import { Button, Flex, Grid, theme, Typography, type StepsProps } from 'antd';
import Result from 'antd/es/result';
import Steps from 'antd/es/steps';
import { StepperConfigSchema, type StepperConfig } from '@suite/shared/sections';
import { MarkdownText } from '../../section-kit/render/markdown-text';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { SectionActions } from '../../section-kit/actions/action-buttons';
import { SectionIcon } from '../../section-kit/icons/section-icon';
import { surfaceStyle } from '../../section-kit/render/surface';
import { MobileStepper } from './mobile-stepper';
import {
  canOpenStep,
  goBack,
  goNext,
  goSkip,
  initialProgress,
  isLastStep,
  resetProgress,
  type StepperProgress,
} from './stepper-progress';
import { STEPPER_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { useParseInContentLanguage } from '@suite/shared/react';

export function StepperRenderer({ data }: SectionRendererProps) {
  const parsed = useParseInContentLanguage(StepperConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={STEPPER_LABELS} />;
  // When the owner changes where a visitor starts, the preview starts over from there.
  const start = JSON.stringify(initialProgress(parsed.data));
  return <StepperView key={start} config={parsed.data} />;
}

/** The stepper as a visitor goes through it: antd's Steps, the open step's content and the buttons. */
function StepperView({ config }: { config: StepperConfig }) {
  const { steps, settings } = config;
  const { t } = useSectionEditorsCatalog();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [progress, setProgress] = useState<StepperProgress>(() => initialProgress(config));
  const mobile = settings.mobileStepper.enabled && screens.md === false;
  const step = steps[progress.active];
  const last = isLastStep(config, progress);
  const canGoBack =
    progress.active > 0 && steps.slice(0, progress.active).some((candidate) => !candidate.disabled);
  const nextDisabled = settings.validateOnNext && step?.error === true;
  // Why Next is off: said beside it, and named by it (aria-describedby).
  const blockedId = useId();
  const blocked = nextDisabled ? (
    <Typography.Text type="danger" id={blockedId}>
      {t('stepper.blockedByError')}
    </Typography.Text>
  ) : null;
  const nextLabel = last ? settings.finishButtonText : settings.nextButtonText;
  const canSkip = settings.allowStepSkipping && settings.showSkipButton && step?.optional === true;

  const items: StepsProps['items'] = steps.map((item, index) => {
    const done = progress.completed.includes(index);
    const skipped = progress.skipped.includes(index);
    const icon = settings.hideStepIcons ? undefined : item.error ? (
      <SectionIcon name={settings.errorIcon} style={{ color: token.colorError }} />
    ) : done ? (
      <SectionIcon name={settings.completedIcon} style={{ color: token.colorPrimary }} />
    ) : item.icon ? (
      <SectionIcon name={item.icon} style={{ color: item.iconColor ?? token.colorPrimary }} />
    ) : undefined;
    return {
      key: item.id,
      title: item.label,
      subTitle: skipped
        ? t('stepper.skipped')
        : item.optional
          ? t(STEPPER_LABELS.steps.fields.optional)
          : undefined,
      description: item.description || undefined,
      status: item.error
        ? 'error'
        : done
          ? 'finish'
          : index === progress.active && !progress.finished
            ? 'process'
            : 'wait',
      disabled: item.disabled || (settings.nonLinear && !canOpenStep(config, progress, index)),
      icon,
    };
  });

  const content = (index: number) => {
    const shown = steps[index];
    if (!shown) return null;
    const open = index === progress.active;
    return (
      <Flex
        key={shown.id}
        vertical
        gap={12}
        hidden={!open}
        // antd's Flex is `display: flex`, which beats the hidden attribute: the steps kept mounted
        // (unmountOnExit off) would all show at once without this.
        style={open ? undefined : { display: 'none' }}
        role="region"
        aria-label={shown.label}
      >
        <div style={{ overflowWrap: 'anywhere' }}>
          <MarkdownText source={shown.content} />
        </div>
        <SectionActions actions={shown.actions} />
      </Flex>
    );
  };

  const mobileStepper = mobile ? (
    <MobileStepper
      settings={settings}
      count={steps.length}
      active={progress.active}
      canGoBack={canGoBack}
      nextLabel={nextLabel}
      nextDisabled={nextDisabled}
      nextDescribedBy={nextDisabled ? blockedId : undefined}
      onBack={() => setProgress((current) => goBack(config, current))}
      onNext={() => setProgress((current) => goNext(config, current))}
    />
  ) : null;

  return (
    <section
      aria-label={t('catalog.stepper.title')}
      style={{
        ...surfaceStyle({
          variant: settings.variant,
          elevation: settings.elevation,
          borderRadius: settings.borderRadius,
          borderColor: token.colorBorder,
        }),
        padding: settings.padding,
        background: token.colorBgContainer,
      }}
    >
      <Flex vertical gap={settings.spacing * token.marginXS}>
        {mobile ? (
          settings.mobileStepper.position === 'top' ? (
            mobileStepper
          ) : null
        ) : (
          <Steps
            items={items}
            current={progress.active}
            orientation={settings.orientation}
            titlePlacement={
              settings.alternativeLabel && settings.orientation === 'horizontal' ? 'vertical' : 'horizontal'
            }
            variant={settings.variant === 'outlined' ? 'outlined' : 'filled'}
            type={settings.hideStepIcons ? 'dot' : 'default'}
            onChange={
              settings.nonLinear
                ? (index) => {
                    if (canOpenStep(config, progress, index))
                      setProgress((current) => ({ ...current, active: index, finished: false }));
                  }
                : undefined
            }
          />
        )}
        {progress.finished ? (
          <Result
            status="success"
            title={t('stepper.allDone')}
            extra={
              settings.allowStepReset && settings.showResetButton ? (
                <Button onClick={() => setProgress(resetProgress(config))}>{settings.resetButtonText}</Button>
              ) : null
            }
          />
        ) : (
          <>
            {settings.unmountOnExit ? content(progress.active) : steps.map((_, index) => content(index))}
            {blocked}
            <Flex gap={8} justify="flex-end" wrap>
              {!mobile && settings.showBackButton ? (
                <Button
                  onClick={() => setProgress((current) => goBack(config, current))}
                  disabled={!canGoBack}
                  style={{ marginInlineEnd: 'auto' }}
                >
                  {settings.backButtonText}
                </Button>
              ) : null}
              {canSkip ? (
                <Button onClick={() => setProgress((current) => goSkip(config, current))}>
                  {settings.skipButtonText}
                </Button>
              ) : null}
              {!mobile && settings.showNextButton ? (
                <Button
                  type="primary"
                  onClick={() => setProgress((current) => goNext(config, current))}
                  disabled={nextDisabled}
                  aria-describedby={nextDisabled ? blockedId : undefined}
                >
                  {nextLabel}
                </Button>
              ) : null}
            </Flex>
          </>
        )}
        {mobile && settings.mobileStepper.position !== 'top' ? mobileStepper : null}
      </Flex>
    </section>
  );
}
