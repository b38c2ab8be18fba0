import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A link or redirect opens the next screen at its top (or at its `#anchor`); back and forward keep
 * the browser's own scroll restoration.
 */
export function useScrollToTopOnNavigation(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === "POP") return;
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
