import type { RefObject } from "react";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { FloatingTranslator } from "./FloatingTranslator";
import { TranslatorProvider, useTranslator } from "./TranslatorContext";
import { TranslatorSheet } from "./TranslatorSheet";

function TranslatorPanels({ returnFocusRef }: { returnFocusRef: RefObject<HTMLElement | null> }) {
  const { isOpen, floating } = useTranslator();
  return (
    <>
      {isOpen && <TranslatorSheet returnFocusRef={returnFocusRef} />}
      {floating && !isOpen && <FloatingTranslator />}
    </>
  );
}

/**
 * The quick translator's sheet and floating panel around one translator context: its text and result
 * survive closing, but not a change of account.
 */
export default function TranslatorOverlay({ returnFocusRef }: { returnFocusRef: RefObject<HTMLElement | null> }) {
  const { user } = useAuth();
  return (
    <TranslatorProvider key={user?.id ?? "visitor"}>
      <TranslatorPanels returnFocusRef={returnFocusRef} />
    </TranslatorProvider>
  );
}
