import { Typography } from 'antd';
import { PageFrame, type Crumb } from '@suite/shared/react';
import { useDiagnosticsCatalog } from './catalog';
import { FederationDiagnostics, type FederationDiagnosticsProps } from './federation-diagnostics';

/** "About this page": the diagnostics under the suite's page heading (the shell's About, /remotes). */
export function DiagnosticsPage({
  breadcrumbs,
  ...props
}: FederationDiagnosticsProps & { breadcrumbs?: Crumb[] }) {
  const { t } = useDiagnosticsCatalog();
  return (
    <PageFrame title={t('title')} breadcrumbs={breadcrumbs}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('description')}
      </Typography.Paragraph>
      <FederationDiagnostics {...props} />
    </PageFrame>
  );
}

/** The diagnostics as a lazy route of react-router (`lazy: () => import(…).then(…)`). */
export function diagnosticsRoute(props: FederationDiagnosticsProps & { breadcrumbs?: Crumb[] }) {
  return {
    Component: function DiagnosticsRoute() {
      return <DiagnosticsPage {...props} />;
    },
  };
}
