import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';

/** A router link inside a router (the shell, our own page); a plain link in a host without one. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const inRouter = useInRouterContext();
  return inRouter ? <Link to={to}>{children}</Link> : <a href={to}>{children}</a>;
}
