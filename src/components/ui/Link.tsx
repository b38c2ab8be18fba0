/**
 * Links of the first screen (header, tab bar, home page, signed-out prompts): client-side navigation built on the router's
 * hooks. React Router's own `Link`/`NavLink` bring its prefetch and data-router helpers into the first
 * route's chunk; the other screens, loaded later, keep using them.
 */
import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { createPath, useHref, useLocation, useNavigate, useResolvedPath } from "react-router";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/** A click the browser would otherwise handle itself: another button, a modifier key, another window. */
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button !== 0 || (target !== undefined && target !== "_self") || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/** An in-app link: opens its screen without reloading the page; a link to the current page replaces it in the history. */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const location = useLocation();
  const destination = useResolvedPath(to);
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event, target)) return;
    event.preventDefault();
    void navigate(to, { replace: createPath(location) === createPath(destination) });
  };
  return <a {...rest} href={href} target={target} onClick={open} />;
}

type NavLinkProps = Omit<LinkProps, "className"> & {
  /** Active only on this very path, not on the pages below it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
};

/** Whether `pathname` is `to` or (unless `end`) a page below it, ignoring case as the router's matching does. */
export function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const there = to.toLowerCase();
  if (here === there) return true;
  // The root's pages are not "below" it (the router's own rule).
  const below = there !== "/" && there.endsWith("/") ? there : `${there}/`;
  return !end && here.startsWith(below);
}

/** A navigation link: styled as active and marked `aria-current="page"` on its page. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, useResolvedPath(to).pathname, end);
  return <Link {...rest} to={to} aria-current={isActive ? "page" : undefined} className={className({ isActive })} />;
}
