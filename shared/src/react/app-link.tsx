import type { CSSProperties, ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';

export interface AppLinkProps {
  to: string;
  children: ReactNode;
  /** The page the link leads to is the one shown (`aria-current="page"`). */
  current?: boolean;
  style?: CSSProperties;
}

/**
 * A link of a remote's screens: a router link inside a router (the shell, the remote's own page), a
 * plain link in a host without one.
 */
export function AppLink({ to, children, current, style }: AppLinkProps) {
  const inRouter = useInRouterContext();
  const ariaCurrent = current ? 'page' : undefined;
  return inRouter ? (
    <Link to={to} aria-current={ariaCurrent} style={style}>
      {children}
    </Link>
  ) : (
    <a href={to} aria-current={ariaCurrent} style={style}>
      {children}
    </a>
  );
}
