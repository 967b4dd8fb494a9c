import { Flex, theme } from 'antd';
import { useLocation } from 'react-router';
import { useCommerceCatalog } from '../i18n';
import { useCommerceBasePath } from './commerce-base-path';
import { COMMERCE_SECTIONS, commercePaths } from '@suite/shared';
import { AppLink, useCommerceSectionTitle } from '@suite/shared/react';

/**
 * The back office's own navigation between its sections: a row of links, the current one marked
 * (`aria-current`) and underlined. On a narrow screen the row scrolls sideways rather than folding
 * sections behind a "···" (where the current one could hide and whose hidden links stay focusable).
 */
export function CommerceMenu() {
  const basePath = useCommerceBasePath();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  const current = COMMERCE_SECTIONS.filter((path) =>
    pathname.startsWith(commercePaths.section(basePath, path)),
  )[0];
  return (
    <nav
      aria-label={t('app.title')}
      style={{ overflowX: 'auto', borderBottom: `1px solid ${token.colorSplit}`, scrollbarWidth: 'thin' }}
    >
      <Flex component="ul" gap={4} style={{ listStyle: 'none', margin: 0, padding: '0 8px' }}>
        {COMMERCE_SECTIONS.map((path) => {
          const selected = current === path;
          return (
            <li key={path} style={{ flex: 'none' }}>
              <span
                style={{
                  display: 'inline-block',
                  padding: '12px 12px 10px',
                  borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
                  fontWeight: selected ? 600 : undefined,
                }}
              >
                <AppLink
                  to={commercePaths.section(basePath, path)}
                  current={selected}
                  style={{ color: selected ? token.colorPrimaryText : token.colorText }}
                >
                  {sectionTitle(path)}
                </AppLink>
              </span>
            </li>
          );
        })}
      </Flex>
    </nav>
  );
}
