import { useCallback, type ReactNode } from 'react';
import { Alert, Button, Result, Skeleton } from 'antd';
import { WidgetIdSchema } from '@suite/shared';
import { apiErrorMessage, apiErrorStatus } from '@suite/shared/client';
import { PageFrame } from '@suite/shared/react';
import { useWidget } from '../../api/widgets';
import { AppLink } from '../../features/app-link';
import { WidgetEditor } from '../../features/editor/widget-editor';
import { SignedIn } from '../../features/signed-in';
import { ADMIN_CRUMB, widgetPaths } from '../../features/widget-paths';

interface WidgetEditRouteProps {
  widgetId: string;
  embedded?: boolean;
}

function NotFound() {
  return (
    <Result
      status="404"
      title="Widget not found"
      subTitle="It does not exist, or it is not one of your widgets."
      extra={<AppLink to={widgetPaths.list}>Go to Manage Widgets</AppLink>}
    />
  );
}

/** `/admin/widget/edit/{id}`: the editor of one of the signed-in owner's widgets. */
export function WidgetEditRoute({ widgetId, embedded = false }: WidgetEditRouteProps) {
  const title = `Edit widget id ${widgetId}`;
  const frame = (content: ReactNode) => (
    <PageFrame
      title={title}
      breadcrumbs={[
        ADMIN_CRUMB,
        { key: 'widgets', title: <AppLink to={widgetPaths.list}>Manage Widgets</AppLink> },
        { key: 'widget', title },
      ]}
    >
      {content}
    </PageFrame>
  );
  const parsed = WidgetIdSchema.safeParse(widgetId);
  if (!parsed.success) return frame(<NotFound />);
  return (
    <SignedIn frame={frame}>
      <LoadedEditor id={parsed.data} embedded={embedded} frame={frame} />
    </SignedIn>
  );
}

function LoadedEditor({
  id,
  embedded,
  frame,
}: {
  id: number;
  embedded: boolean;
  frame: (content: ReactNode) => ReactNode;
}) {
  const { data, error, isLoading, mutate } = useWidget(id);
  const reload = useCallback(async () => {
    await mutate();
  }, [mutate]);
  if (error) {
    if (apiErrorStatus(error) === 404) return frame(<NotFound />);
    return frame(
      <Alert
        type="error"
        showIcon
        title="The widget could not be loaded"
        description={apiErrorMessage(error)}
        action={<Button onClick={() => void reload()}>Retry</Button>}
      />,
    );
  }
  if (isLoading || !data) return frame(<Skeleton active paragraph={{ rows: 8 }} />);
  return <WidgetEditor widget={data} embedded={embedded} reload={reload} />;
}
