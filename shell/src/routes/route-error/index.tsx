import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A failure inside the shell's own routing (a remote's failure is handled by its fallback instead). */
export function RouteErrorRoute() {
  const error = useRouteError();
  let detail = 'Something went wrong';
  if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) detail = error.message;
  return (
    <Result
      status="error"
      title="This page could not be shown"
      subTitle={detail}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      }
    />
  );
}
