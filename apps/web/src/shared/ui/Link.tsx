/**
 * The storefront's links: an `<a>` with React Router's own href and click handling (`useHref`,
 * `useLinkClickHandler`), so a click navigates in the app and a modified click, middle click or
 * `target` behaves as the browser's. React Router's `Link` also carries its framework mode's
 * prefetching (route module and data links), which the storefront never uses; as one module, its
 * code sat in every page's first script (about 2 KB gzipped).
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state for the page the link opens. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ref, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} ref={ref} href={href} target={target} onClick={click} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on the exact path (otherwise also on the paths below it). */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** Whether `pathname` is the link's page (or, unless `end`, a page below it); case-insensitive. */
export function isActivePath(pathname: string, linkPath: string, end = false): boolean {
  const current = pathname.toLowerCase();
  const target = linkPath.toLowerCase();
  if (current === target) return true;
  if (end) return false;
  const base = target !== '/' && target.endsWith('/') ? target.slice(0, -1) : target;
  return current.startsWith(base) && current.charAt(base.length) === '/';
}

/** A link that knows whether it points at the current page (`aria-current="page"`, its class). */
export function NavLink({ end, className, to, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, useResolvedPath(to).pathname, end);
  return (
    <Link
      {...link}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
