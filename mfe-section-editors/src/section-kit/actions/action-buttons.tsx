import type { CSSProperties, KeyboardEvent, MouseEvent } from 'react';
import { Button, Flex, type ButtonProps } from 'antd';
import type {
  SectionAction,
  SectionActionColor,
  SectionActionSize,
  SectionActionVariant,
  SectionAlignment,
} from '@suite/shared/sections';
import { useSectionEditorsCatalog } from '../../i18n';
import { SectionIcon } from '../icons/section-icon';

const BUTTON_VARIANT: Record<SectionActionVariant, NonNullable<ButtonProps['variant']>> = {
  contained: 'solid',
  outlined: 'outlined',
  text: 'text',
};

/** Material's colour names on antd's own colours (theme primary, danger, and preset hues). */
const BUTTON_COLOR: Record<SectionActionColor, NonNullable<ButtonProps['color']>> = {
  primary: 'primary',
  secondary: 'purple',
  success: 'green',
  error: 'danger',
  info: 'cyan',
  warning: 'orange',
  inherit: 'default',
};

const BUTTON_SIZE: Record<SectionActionSize, NonNullable<ButtonProps['size']>> = {
  small: 'small',
  medium: 'middle',
  large: 'large',
};

const JUSTIFY: Record<SectionAlignment, CSSProperties['justifyContent']> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

/**
 * One action as a visitor sees it: an antd button linking to its address. One without an address
 * leads nowhere, so it shows inactive rather than as a button that does nothing.
 */
function SectionActionButton({ action }: { action: SectionAction }) {
  return (
    <Button
      variant={BUTTON_VARIANT[action.variant]}
      color={BUTTON_COLOR[action.color]}
      size={BUTTON_SIZE[action.size]}
      disabled={action.disabled || !action.href}
      href={action.href || undefined}
      icon={action.startIcon ? <SectionIcon name={action.startIcon} /> : undefined}
    >
      {action.label}
      {action.endIcon ? <SectionIcon name={action.endIcon} /> : null}
    </Button>
  );
}

function keepInside(event: MouseEvent | KeyboardEvent) {
  event.stopPropagation();
}

/**
 * A row of actions, aligned as configured. Clicks and keys stay inside the row, so an action in a
 * panel's header does not also open or close the panel.
 */
export function SectionActions({
  actions,
  alignment = 'left',
}: {
  actions: readonly SectionAction[];
  alignment?: SectionAlignment;
}) {
  const { t } = useSectionEditorsCatalog();
  if (actions.length === 0) return null;
  return (
    <Flex
      gap={8}
      wrap
      justify={JUSTIFY[alignment]}
      onClick={keepInside}
      onKeyDown={keepInside}
      role="group"
      aria-label={t('common.actions.group')}
    >
      {actions.map((action, index) => (
        // Actions have no id; their place in the row is their identity.
        <SectionActionButton key={index} action={action} />
      ))}
    </Flex>
  );
}
