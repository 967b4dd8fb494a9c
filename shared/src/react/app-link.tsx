import type { CSSProperties, ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';

export interface AppLinkProps {
  to: string;
  children: ReactNode;
  /** The page the link leads to is the one shown (`aria-current="page"`). */
  current?: boolean;
  style?: CSSProperties;
  /** The link's accessible name, when its text alone would not say where it leads; holds the text. */
  label?: string;
  /** Runs as the link is followed (before the page changes). */
  onClick?: () => void;
}

/**
 * A link of a remote's screens: a router link inside a router (the shell, the remote's own page), a
 * plain link in a host without one.
 */
export function AppLink({ to, children, current, style, label, onClick }: AppLinkProps) {
  const inRouter = useInRouterContext();
  const ariaCurrent = current ? 'page' : undefined;
  return inRouter ? (
    <Link to={to} aria-current={ariaCurrent} style={style} aria-label={label} onClick={onClick}>
      {children}
    </Link>
  ) : (
    <a href={to} aria-current={ariaCurrent} style={style} aria-label={label} onClick={onClick}>
      {children}
    </a>
  );
}
