import { useState } from 'react';
import { Button, Col, Flex, Radio, Row, theme, Typography } from 'antd';
import Form from 'antd/es/form';
import ColorPicker from 'antd/es/color-picker';
import Segmented from 'antd/es/segmented';
import type { ThemeMode, ThemePreset } from '@suite/shared';
import { CUSTOM_THEME_ID, THEME_COLOUR_TOKENS, THEME_PRESETS, themePreset } from '@suite/shared/schemas';
import { useWidgetEditorCatalog, type WidgetEditorT } from '../../i18n';
import en from '../../locales/en.json';
import { useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { usePanelDraft } from '../editor/panel-save';
import { ThemePreview } from './theme-preview';
import { themeColours } from '@suite/shared/site-theme';
import type { WidgetTheme } from '@suite/shared/widget';

/**
 * The theme as the widget is drawn: a name no preset has (none, or one written by hand or by an older
 * version) draws the default preset, so the default is the one chosen.
 */
function savedTheme(value: WidgetTheme): WidgetTheme {
  return {
    theme: value.theme === CUSTOM_THEME_ID ? CUSTOM_THEME_ID : themePreset(value.theme).id,
    customThemeLight: value.customThemeLight,
    customThemeDark: value.customThemeDark,
  };
}

function isNamedPreset(id: string): id is keyof typeof en.theme.presets {
  return Object.keys(en.theme.presets).includes(id);
}

/** A preset's name in the page's language; a preset the catalog does not name keeps its own title. */
function presetTitle(preset: ThemePreset, t: WidgetEditorT): string {
  return isNamedPreset(preset.id) ? t(`theme.presets.${preset.id}`) : preset.title;
}

/** Theme: a preset, or custom light and dark colours, previewed live. */
export function ThemePanel() {
  const { t } = useWidgetEditorCatalog();
  const { token: antdToken } = theme.useToken();
  const { widget } = useWidgetEditor();
  const { draft, setDraft, saveActions } = usePanelDraft<WidgetTheme>({
    saved: savedTheme(widget.configParsed),
    toConfig: (theme) => ({ ...widget.configParsed, ...theme }),
  });
  const [mode, setMode] = useState<ThemeMode>('light');

  function setColour(themeMode: ThemeMode, token: (typeof THEME_COLOUR_TOKENS)[number], colour: string) {
    setDraft((current) => {
      const key = themeMode === 'dark' ? 'customThemeDark' : 'customThemeLight';
      return { ...current, [key]: { ...themeColours(current, themeMode), ...current[key], [token]: colour } };
    });
  }

  const custom = draft.theme === CUSTOM_THEME_ID;
  return (
    <PanelCard description={t('theme.description')}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Form layout="vertical" component="div">
            <Form.Item label={t('menu.entries.theme')}>
              <Radio.Group
                aria-label={t('menu.entries.theme')}
                // Its own group name, apart from the preview's Light/Dark choice (antd names every
                // group alike under test).
                name="widget-theme"
                value={draft.theme}
                onChange={(event) =>
                  setDraft((current) => ({ ...current, theme: String(event.target.value) }))
                }
                options={[
                  ...THEME_PRESETS.map((preset) => ({ value: preset.id, label: presetTitle(preset, t) })),
                  { value: CUSTOM_THEME_ID, label: t('theme.custom') },
                ]}
              />
            </Form.Item>
            {custom &&
              (['light', 'dark'] as const).map((themeMode) => (
                <fieldset key={themeMode} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
                  <Typography.Title level={3} style={{ fontSize: 15 }}>
                    {themeMode === 'light' ? t('theme.lightColours') : t('theme.darkColours')}
                  </Typography.Title>
                  <Flex wrap gap={16}>
                    {THEME_COLOUR_TOKENS.map((token) => {
                      const colour = t(`theme.colours.${token}`);
                      const value = themeColours(draft, themeMode)[token];
                      // The swatch is hidden and the name replaces the text: the value is said in the name.
                      const label = t('theme.colourLabel', {
                        colour,
                        mode: t(`theme.modes.${themeMode}`),
                        value,
                      });
                      return (
                        <Flex key={token} vertical gap={4} align="start">
                          <Typography.Text>{colour}</Typography.Text>
                          {/* Behind a button: antd's own trigger is a div that Tab never reaches. */}
                          <ColorPicker
                            value={value}
                            disabledAlpha
                            onChangeComplete={(colour) => setColour(themeMode, token, colour.toHexString())}
                          >
                            <Button
                              aria-label={label}
                              style={{ justifyContent: 'flex-start', minWidth: 120 }}
                            >
                              <span
                                aria-hidden
                                style={{
                                  width: 16,
                                  height: 16,
                                  borderRadius: 4,
                                  border: `1px solid ${antdToken.colorBorder}`,
                                  background: value,
                                  display: 'inline-block',
                                }}
                              />
                              <span>{value}</span>
                            </Button>
                          </ColorPicker>
                        </Flex>
                      );
                    })}
                  </Flex>
                </fieldset>
              ))}
          </Form>
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={12}>
            <Segmented
              aria-label={t('theme.previewMode')}
              value={mode}
              onChange={(value) => setMode(value === 'dark' ? 'dark' : 'light')}
              options={[
                { value: 'light', label: t('theme.light') },
                { value: 'dark', label: t('theme.dark') },
              ]}
            />
            <ThemePreview value={draft} mode={mode} />
          </Flex>
        </Col>
      </Row>
      {saveActions}
    </PanelCard>
  );
}
