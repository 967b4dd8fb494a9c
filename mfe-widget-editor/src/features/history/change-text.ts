import type { WidgetChange } from '@suite/shared/widget';
import type { WidgetEditorKey, WidgetEditorT } from '../../i18n';
import { sectionTypeTitle } from '../page-sections/section-ops';

/** The settings the catalog names; any other key is shown as it is stored. */
const SETTING_NAMES = new Map<string, WidgetEditorKey>([
  ['name', 'history.settings.name'],
  ['currency', 'history.settings.currency'],
  ['locale', 'history.settings.locale'],
  ['theme', 'history.settings.theme'],
  ['customThemeLight', 'history.settings.customThemeLight'],
  ['customThemeDark', 'history.settings.customThemeDark'],
  ['footer', 'history.settings.footer'],
  ['fees', 'history.settings.fees'],
  ['collections', 'history.settings.collections'],
  ['tokens', 'history.settings.tokens'],
  ['networks', 'history.settings.networks'],
  ['contracts', 'history.settings.contracts'],
  ['domain', 'history.settings.domain'],
  ['page.title', 'history.settings.page.title'],
  ['page.layout', 'history.settings.page.layout'],
]);

/** One change as a sentence: "Edited section 2, Intro (Markdown)". */
export function changeText(t: WidgetEditorT, change: WidgetChange): string {
  if (change.kind === 'settingChanged') {
    const name = SETTING_NAMES.get(change.setting);
    const setting = name ? t(name) : change.setting;
    return t('history.changes.setting', { setting });
  }
  const type = sectionTypeTitle(change.type);
  const values = { place: change.index + 1, label: change.name ? `${change.name} (${type})` : type };
  switch (change.kind) {
    case 'sectionAdded':
      return t('history.changes.added', values);
    case 'sectionRemoved':
      return t('history.changes.removed', values);
    case 'sectionEdited':
      return t('history.changes.edited', values);
    case 'sectionMoved':
      return t('history.changes.moved', { ...values, from: change.from + 1 });
  }
}
