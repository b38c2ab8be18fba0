import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A button that shows and hides a panel (the ARIA disclosure pattern), without a menu library on the
 * first route: the panel closes on navigation, on Escape (focus returns to the button) and on a
 * click outside.
 */
export function useDisclosure() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  if (open && openedAt !== pathname) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  const toggle = () => {
    setOpenedAt(pathname);
    setOpen((wasOpen) => !wasOpen);
  };

  return { open, toggle, close: () => setOpen(false), container, button };
}
