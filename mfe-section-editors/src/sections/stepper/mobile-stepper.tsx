import type { CSSProperties } from 'react';
import { Button, Flex, theme, Typography } from 'antd';
import Progress from 'antd/es/progress';
import type { StepperSettings } from '@suite/shared/sections';
import { useSectionEditorsCatalog } from '../../i18n';

export interface MobileStepperProps {
  settings: StepperSettings;
  count: number;
  active: number;
  canGoBack: boolean;
  /** The label of the forward button: Next, or Finish on the last step. */
  nextLabel: string;
  nextDisabled: boolean;
  /** The id of the text saying why Next is off. */
  nextDescribedBy?: string;
  onBack: () => void;
  onNext: () => void;
}

/**
 * The phone's stepper (Material's MobileStepper): Back, the progress as text, dots or a bar, and
 * Next, held at the top or the bottom of the section while it scrolls, or in place.
 */
export function MobileStepper({
  settings,
  count,
  active,
  canGoBack,
  nextLabel,
  nextDisabled,
  nextDescribedBy,
  onBack,
  onNext,
}: MobileStepperProps) {
  const { token } = theme.useToken();
  const { variant, position } = settings.mobileStepper;
  const { t } = useSectionEditorsCatalog();
  const where = t('stepper.where', { number: active + 1, count });
  const held: CSSProperties =
    position === 'static'
      ? {}
      : { position: 'sticky', [position]: 0, zIndex: 1, background: token.colorBgContainer };

  return (
    <Flex
      role="group"
      aria-label={t('stepper.progress')}
      justify="space-between"
      align="center"
      gap={12}
      data-position={position}
      style={{ ...held, paddingBlock: token.paddingXS }}
    >
      {settings.showBackButton ? (
        <Button onClick={onBack} disabled={!canGoBack}>
          {settings.backButtonText}
        </Button>
      ) : null}
      {variant === 'text' ? (
        <Typography.Text aria-label={where}>
          {active + 1} / {count}
        </Typography.Text>
      ) : variant === 'dots' ? (
        <Flex gap={6} role="img" aria-label={where}>
          {Array.from({ length: count }, (_, index) => (
            <span
              key={index}
              style={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                background: index === active ? token.colorPrimary : token.colorFillSecondary,
              }}
            />
          ))}
        </Flex>
      ) : (
        <Progress
          percent={Math.round(((active + 1) / count) * 100)}
          showInfo={false}
          aria-label={where}
          style={{ flex: 1, margin: 0 }}
        />
      )}
      {settings.showNextButton ? (
        <Button type="primary" onClick={onNext} disabled={nextDisabled} aria-describedby={nextDescribedBy}>
          {nextLabel}
        </Button>
      ) : null}
    </Flex>
  );
}
