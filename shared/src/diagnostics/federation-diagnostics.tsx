import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import Table, { type TableProps } from 'antd/es/table';
import { browserDraw } from '@suite/shared';
import { copyableText, ErrorAlert, useFormat } from '@suite/shared/react';
import { useDiagnosticsCatalog } from './catalog';
import {
  collectDiagnostics,
  federationGlobal,
  pageManifestUrl,
  type AppReport,
  type SingletonCheck,
} from './collect';

export interface FederationDiagnosticsProps {
  /** The page's app, by its federation name. */
  pageName: string;
  /** `satisfy` of the app's federation runtime (`@module-federation/enhanced/runtime`). */
  satisfy: (version: string, range: string) => boolean;
  /** The page's remotes.json, when it has one: which build of each remote this browser drew. */
  remotesConfigUrl?: string;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  return response.json();
}

interface SingletonTableProps {
  report: AppReport;
  columns: NonNullable<TableProps<SingletonCheck>['columns']>;
}

/**
 * An app's shared libraries: the ones out of range always shown, the rest (forty-odd, antd's
 * components each apart) behind a toggle, so the page reads app by app.
 */
function SingletonTable({ report, columns }: SingletonTableProps) {
  const { t } = useDiagnosticsCatalog();
  const [open, setOpen] = useState(false);
  const wrong = report.singletons.filter((check) => check.satisfied === false);
  const shown = open ? report.singletons : wrong;
  return (
    <Flex vertical gap={8} align="start">
      <Button type="link" style={{ padding: 0 }} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('hideShared') : t('showShared', { count: report.singletons.length, wrong: wrong.length })}
      </Button>
      {shown.length > 0 && (
        <Table
          size="small"
          rowKey="name"
          columns={columns}
          dataSource={shown}
          pagination={false}
          scroll={{ x: true }}
          aria-label={t('singletonsOf', { app: report.name })}
          style={{ width: '100%' }}
        />
      )}
    </Flex>
  );
}

/** The apps whose builds do not match what the page hands them: each with the packages that differ. */
export function mismatches(reports: AppReport[]): { app: string; packages: SingletonCheck[] }[] {
  return reports.flatMap((report) => {
    const packages = report.singletons.filter((check) => check.satisfied === false);
    return packages.length > 0 ? [{ app: report.name, packages }] : [];
  });
}

/**
 * What runs on this page: every app, the build it is (version, commit, build time, the canary build
 * this browser drew) and, for each shared singleton, the range it was built for against the version
 * the page hands out. A remote built for another version says so here, above everything else.
 */
export function FederationDiagnostics({ pageName, satisfy, remotesConfigUrl }: FederationDiagnosticsProps) {
  const { t } = useDiagnosticsCatalog();
  const format = useFormat();
  const [state, setState] = useState<{ reports?: AppReport[]; error?: unknown; loading: boolean }>({
    loading: true,
  });
  const collect = useCallback(() => {
    setState((previous) => ({ ...previous, loading: true }));
    collectDiagnostics({
      page: { name: pageName, manifestUrl: pageManifestUrl() },
      federation: federationGlobal(),
      satisfy,
      fetchJson,
      draw: browserDraw(),
      remotesConfigUrl,
    }).then(
      (reports) => setState({ reports, loading: false }),
      (error: unknown) => setState({ error, loading: false }),
    );
  }, [pageName, satisfy, remotesConfigUrl]);
  useEffect(collect, [collect]);

  if (state.error) return <ErrorAlert error={state.error} title={t('failed')} onRetry={collect} />;
  if (!state.reports) return <Skeleton active paragraph={{ rows: 8 }} />;
  const wrong = mismatches(state.reports);
  const columns: SingletonTableProps['columns'] = [
    { key: 'name', title: t('columns.package'), dataIndex: 'name' },
    { key: 'builtWith', title: t('columns.builtWith'), dataIndex: 'builtWith' },
    { key: 'required', title: t('columns.required'), dataIndex: 'required' },
    {
      key: 'pageHas',
      title: t('columns.pageHas'),
      render: (_: unknown, check: SingletonCheck) =>
        check.pageHas
          ? t('pageHasFrom', { version: check.pageHas, app: check.pageFrom ?? '?' })
          : t('notShared'),
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_: unknown, check: SingletonCheck) =>
        check.satisfied === false ? (
          <Tag color="error">{t('status.outOfRange')}</Tag>
        ) : check.satisfied ? (
          <Tag color="success">{t('status.ok')}</Tag>
        ) : (
          <Tag>{t('status.unknown')}</Tag>
        ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        {wrong.length === 0 ? (
          <Alert
            type="success"
            showIcon
            title={t('allMatch', { count: state.reports.length })}
            style={{ flex: 1 }}
          />
        ) : (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={t('mismatchTitle')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {wrong.flatMap(({ app, packages }) =>
                  packages.map((check) => (
                    <li key={`${app} ${check.name}`}>
                      {t('mismatch', {
                        app,
                        name: check.name,
                        required: check.required ?? '',
                        version: check.pageHas ?? '',
                      })}
                    </li>
                  )),
                )}
              </ul>
            }
            style={{ flex: 1 }}
          />
        )}
        <Button onClick={collect} loading={state.loading}>
          {t('refresh')}
        </Button>
      </Flex>
      {state.reports.map((report) => (
        <Card
          key={`${report.name} ${report.manifestUrl}`}
          size="small"
          title={
            <Flex gap={8} align="center" wrap>
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                {report.name}
              </Typography.Title>
              <Tag>{report.role === 'page' ? t('role.page') : t('role.remote')}</Tag>
              {!report.loaded && <Tag>{t('notLoaded')}</Tag>}
              {report.picked && (
                <Tag color="processing">
                  {t('picked', {
                    label: report.picked.label ?? report.manifestUrl,
                    percent: report.picked.percent ?? 100,
                  })}
                </Tag>
              )}
            </Flex>
          }
        >
          <Flex vertical gap={12}>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                {
                  key: 'manifest',
                  label: t('fields.manifest'),
                  children: <Typography.Text copyable={copyableText()}>{report.manifestUrl}</Typography.Text>,
                },
                { key: 'version', label: t('fields.version'), children: report.version ?? t('unknown') },
                { key: 'commit', label: t('fields.commit'), children: report.commit ?? t('unknown') },
                {
                  key: 'builtAt',
                  label: t('fields.builtAt'),
                  children: report.builtAt ? format.dateTime(report.builtAt) : t('unknown'),
                },
              ]}
            />
            {report.error ? (
              <Alert type="error" showIcon title={t('manifestFailed')} description={report.error} />
            ) : (
              <SingletonTable report={report} columns={columns} />
            )}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
