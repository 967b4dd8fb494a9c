import { COMMERCE_BASE_PATH, commercePaths } from '@suite/shared';
import { AppLink } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';

/** Credits are bought in the back office's settings, where its top-up is (`/u/account/commerce/settings`). */
const BUY_CREDITS_PATH = commercePaths.section(COMMERCE_BASE_PATH, 'settings');

/** Buy credits: the way to the top-up from a screen that says credits are needed. */
export function BuyCreditsLink() {
  const { t } = useWidgetEditorCatalog();
  return <AppLink to={BUY_CREDITS_PATH}>{t('premium.buyCredits')}</AppLink>;
}
