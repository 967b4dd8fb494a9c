import { Button, Card, Flex, Input, Select, Switch, Typography } from 'antd';
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
import { errorMessageAt } from './field-errors';
import { PlainField } from './plain-field';
import { IconSelect } from './section-icon';
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
    onChange(value.map((action, at) => (at === index ? { ...action, ...patch } : action)));
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
            <PlainField label={t(ACTION_LABELS.fields.label)} error={errorMessageAt(error, [index, 'label'])}>
              {(id) => (
                <Input
                  id={id}
                  value={action.label}
                  onChange={(event) => update(index, { label: event.target.value })}
                />
              )}
            </PlainField>
            <PlainField
              label={t(ACTION_LABELS.fields.href)}
              help={t('common.actions.hrefHelp')}
              error={errorMessageAt(error, [index, 'href'])}
            >
              {(id) => (
                <Input
                  id={id}
                  value={action.href}
                  placeholder="https://…"
                  onChange={(event) => update(index, { href: event.target.value })}
                />
              )}
            </PlainField>
            <Flex gap={8} wrap>
              <PlainField label={t(ACTION_LABELS.fields.variant)}>
                {(id) => (
                  <Select
                    id={id}
                    value={action.variant}
                    style={{ minWidth: 120 }}
                    onChange={(variant) => update(index, { variant })}
                    options={SECTION_ACTION_VARIANTS.map((option) => ({
                      value: option,
                      label: t(VARIANT_LABELS[option]),
                    }))}
                  />
                )}
              </PlainField>
              <PlainField label={t(ACTION_LABELS.fields.color)}>
                {(id) => (
                  <Select
                    id={id}
                    value={action.color}
                    style={{ minWidth: 120 }}
                    onChange={(color) => update(index, { color })}
                    options={SECTION_ACTION_COLORS.map((option) => ({
                      value: option,
                      label: t(COLOR_LABELS[option]),
                    }))}
                  />
                )}
              </PlainField>
              <PlainField label={t(ACTION_LABELS.fields.size)}>
                {(id) => (
                  <Select
                    id={id}
                    value={action.size}
                    style={{ minWidth: 100 }}
                    onChange={(size) => update(index, { size })}
                    options={SECTION_ACTION_SIZES.map((option) => ({
                      value: option,
                      label: t(SIZE_LABELS[option]),
                    }))}
                  />
                )}
              </PlainField>
            </Flex>
            <Flex gap={8} wrap>
              <PlainField label={t(ACTION_LABELS.fields.startIcon)}>
                {(id) => (
                  <div style={{ minWidth: 180 }}>
                    <IconSelect
                      id={id}
                      names={SECTION_ICON_NAMES}
                      value={action.startIcon}
                      allowClear
                      onChange={(startIcon) => update(index, { startIcon })}
                    />
                  </div>
                )}
              </PlainField>
              <PlainField label={t(ACTION_LABELS.fields.endIcon)}>
                {(id) => (
                  <div style={{ minWidth: 180 }}>
                    <IconSelect
                      id={id}
                      names={SECTION_ICON_NAMES}
                      value={action.endIcon}
                      allowClear
                      onChange={(endIcon) => update(index, { endIcon })}
                    />
                  </div>
                )}
              </PlainField>
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
