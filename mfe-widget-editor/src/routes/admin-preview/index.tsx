import { Descriptions } from 'antd';
import type { AdminPreviewPageProps } from '@suite/shared';
import { PageFrame } from '@suite/shared/react';

type AdminPreviewRouteProps = Omit<AdminPreviewPageProps, 'apiBaseUrl' | 'basePath'>;

/** `/admin/preview/{site}/{page}`: the embedded preview of one page of a site. */
export function AdminPreviewRoute({ siteId, pageKey, index, platform, themeMode }: AdminPreviewRouteProps) {
  return (
    <PageFrame title={`Preview of page ${pageKey}`}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'site', label: 'Site', children: siteId },
          { key: 'page', label: 'Page', children: pageKey },
          { key: 'platform', label: 'Platform', children: platform ?? 'desktop' },
          { key: 'theme', label: 'Theme', children: themeMode ?? 'light' },
          ...(index === undefined ? [] : [{ key: 'index', label: 'Section', children: `#${index}` }]),
        ]}
      />
    </PageFrame>
  );
}
