import { Button, Card, Flex, Select, Switch, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  SECTION_ACTION_COLORS,
  SECTION_ACTION_DEFAULTS,
  SECTION_ACTION_SIZES,
  SECTION_ACTION_VARIANTS,
  SECTION_ICON_NAMES,
  type SectionAction,
  type SectionActionColor,
  type SectionActionSize,
  type SectionActionVariant,
} from '@suite/shared/sections';
import { PlainField } from '../fields/plain-field';
import { patchItem } from '../lists/list-items';
import { LinkFields } from './link-fields';
import { IconSelect } from '../icons/section-icon';
import type { SectionEditorsKey } from '../../i18n';
import { useSectionEditorsCatalog } from '../../i18n';
import { ACTION_LABELS } from './action-labels';

const VARIANT_LABELS: Record<SectionActionVariant, SectionEditorsKey> = {
  text: 'common.actions.variants.text',
  outlined: 'common.actions.variants.outlined',
  contained: 'common.actions.variants.contained',
};
const COLOR_LABELS: Record<SectionActionColor, SectionEditorsKey> = {
  primary: 'common.actions.colors.primary',
  secondary: 'common.actions.colors.secondary',
  success: 'common.actions.colors.success',
  error: 'common.actions.colors.error',
  info: 'common.actions.colors.info',
  warning: 'common.actions.colors.warning',
  inherit: 'common.actions.colors.inherit',
};
const SIZE_LABELS: Record<SectionActionSize, SectionEditorsKey> = {
  small: 'common.actions.sizes.small',
  medium: 'common.actions.sizes.medium',
  large: 'common.actions.sizes.large',
};

/** How an action's button looks: each choice with its options, their words and the select's width. */
type StyleKey = 'variant' | 'color' | 'size';
const STYLE_KEYS: readonly StyleKey[] = ['variant', 'color', 'size'];
const STYLE_CHOICES: {
  [Key in StyleKey]: {
    options: readonly SectionAction[Key][];
    labels: Record<SectionAction[Key], SectionEditorsKey>;
    width: number;
  };
} = {
  variant: { options: SECTION_ACTION_VARIANTS, labels: VARIANT_LABELS, width: 120 },
  color: { options: SECTION_ACTION_COLORS, labels: COLOR_LABELS, width: 120 },
  size: { options: SECTION_ACTION_SIZES, labels: SIZE_LABELS, width: 100 },
};
const ICON_KEYS = ['startIcon', 'endIcon'] as const;

export interface ActionsEditorProps {
  value: SectionAction[];
  onChange: (actions: SectionAction[]) => void;
  /** The list's error tree from the form (`fieldState.error` of the actions field). */
  error?: unknown;
}

/** The actions of a panel or a step: each with label, link, variant, colour, size, icons, disabled. */
export function ActionsEditor({ value, onChange, error }: ActionsEditorProps) {
  const { t } = useSectionEditorsCatalog();
  function update(index: number, patch: Partial<SectionAction>) {
    onChange(patchItem(value, index, patch));
  }

  return (
    <Flex vertical gap={8}>
      {value.map((action, index) => {
        const name = action.label.trim() || t('common.actions.numbered', { number: index + 1 });
        return (
          // Actions have no id; their place in the list is their identity.
          <Card
            key={index}
            size="small"
            title={name}
            role="group"
            aria-label={t('common.actions.numbered', { number: index + 1 })}
            extra={
              <Button
                size="small"
                danger
                aria-label={t('common.actions.removeNamed', { name })}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                {t('common.actions.remove')}
              </Button>
            }
          >
            <LinkFields
              entry={action}
              index={index}
              error={error}
              labels={ACTION_LABELS.fields}
              hrefHelp={t('common.actions.hrefHelp')}
              onChange={(patch) => update(index, patch)}
            />
            <Flex gap={8} wrap>
              {STYLE_KEYS.map((key) => (
                <StyleChoice
                  key={key}
                  choice={key}
                  action={action}
                  onChange={(patch) => update(index, patch)}
                />
              ))}
            </Flex>
            <Flex gap={8} wrap>
              {ICON_KEYS.map((key) => (
                <PlainField key={key} label={t(ACTION_LABELS.fields[key])}>
                  {(id) => (
                    <div style={{ minWidth: 180 }}>
                      <IconSelect
                        id={id}
                        names={SECTION_ICON_NAMES}
                        value={action[key]}
                        allowClear
                        onChange={(icon) => update(index, { [key]: icon })}
                      />
                    </div>
                  )}
                </PlainField>
              ))}
            </Flex>
            <Flex gap={8} align="center">
              <Switch
                size="small"
                checked={action.disabled}
                aria-label={t('common.actions.disableNamed', { name })}
                onChange={(disabled) => update(index, { disabled })}
              />
              <Typography.Text>{t(ACTION_LABELS.fields.disabled)}</Typography.Text>
            </Flex>
          </Card>
        );
      })}
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => onChange([...value, { ...SECTION_ACTION_DEFAULTS }])}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('common.actions.add')}
      </Button>
    </Flex>
  );
}

/** One choice of how an action's button looks (variant, colour or size): its select. */
function StyleChoice<Key extends StyleKey>({
  choice,
  action,
  onChange,
}: {
  choice: Key;
  action: SectionAction;
  onChange: (patch: Partial<SectionAction>) => void;
}) {
  const { t } = useSectionEditorsCatalog();
  const { options, labels, width } = STYLE_CHOICES[choice];
  return (
    <PlainField label={t(ACTION_LABELS.fields[choice])}>
      {(id) => (
        <Select
          id={id}
          value={action[choice]}
          style={{ minWidth: width }}
          onChange={(next) => onChange(stylePatch(choice, next))}
          options={options.map((option) => ({ value: option, label: t(labels[option]) }))}
        />
      )}
    </PlainField>
  );
}

function stylePatch<Key extends StyleKey>(choice: Key, value: SectionAction[Key]): Partial<SectionAction> {
  const patch: Partial<SectionAction> = {};
  patch[choice] = value;
  return patch;
}
