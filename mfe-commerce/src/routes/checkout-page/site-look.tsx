import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useColorScheme } from '@suite/shared/react';
import { SitePage } from '@suite/shared/site-page';
import { useSiteLookOf } from '../../api/checkout-pay';

/**
 * The pay page of a buyer who came from a site's asset store, in that site's look: its theme in the
 * buyer's colour scheme and its footer, as on the site's own pages, so the payment does not seem to
 * happen elsewhere. A site that cannot be read leaves the suite's look (the checkout itself is read
 * apart). Its own chunk: a plain checkout link never loads it.
 */
export default function SiteLookFrame({ site, children }: { site: number; children: ReactNode }) {
  const { data, isLoading } = useSiteLookOf(site);
  const { scheme } = useColorScheme();
  if (isLoading) return <Skeleton active style={{ maxWidth: 1120, margin: '24px auto' }} />;
  if (!data) return children;
  return (
    <SitePage theme={data} mode={scheme} footer={data} appName={data.name} padding={24} minHeight="100vh">
      {children}
    </SitePage>
  );
}
