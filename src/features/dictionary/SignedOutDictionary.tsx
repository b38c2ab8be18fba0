/**
 * The dictionary for a signed-out visitor (spec §2, §6): loading their words fails with 'Failed to load
 * dictionary: user not authorized', and adding to SRS reads 'Login to add to SRS'. The offline lexicon
 * is public, so they can still look words up and hear them. The look-up (API client, contract schemas,
 * speech) is its own chunk, asked for once the page has painted: the page's text is what a phone on a
 * slow network shows first, and the field is ready a moment later.
 */
import { Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "../../components/ui/Link";
import { buttonClasses } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { NeedsQueryClient } from "../../lib/deferred-query-client";
import { authPageUrl } from "../auth/redirect";
import { controlClasses, Notice } from "./form-controls";
import { useDictionaryVisitorTranslation } from "./visitor-translations";
import { lazyWhenOnline } from "../../lib/load-when-online";

const LexiconLookUp = lazyWhenOnline(() => import("./LexiconLookUp"));

/** The look-up field's place while its chunk loads: the same label and box, so nothing moves. */
function LookUpPlaceholder({ label, placeholder }: { label: string; placeholder: string }) {
  return (
    <div className="mt-3 flex max-w-xl flex-col gap-1.5" aria-hidden="true">
      <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{label}</span>
      <input type="text" disabled tabIndex={-1} placeholder={placeholder} className={controlClasses(false, "h-10")} />
    </div>
  );
}

export function SignedOutDictionary({ compact }: { compact: boolean }) {
  const { t } = useDictionaryVisitorTranslation();
  const { pathname, search } = useLocation();
  const redirect = `${pathname}${search}`;
  // The frame after the first one on screen asks for the look-up's chunk.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const placeholder = <LookUpPlaceholder label={t("lookUp")} placeholder={t("wordPlaceholder")} />;

  return (
    <div data-testid="dictionary-signed-out" className="mt-4 flex flex-col gap-5">
      <Notice>{t("unauthorized")}</Notice>
      <div>
        <p className="text-slate-700 dark:text-slate-300">{t("text")}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={authPageUrl({ redirect })} className={buttonClasses()}>
            {t("signIn")}
          </Link>
          <Link to={authPageUrl({ redirect, tab: "signup" })} className={buttonClasses({ variant: "secondary" })}>
            {t("signUp")}
          </Link>
        </div>
      </div>
      <Card className={compact ? "p-4" : undefined}>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("lookUpTitle")}</h2>
        {painted ? (
          <Suspense fallback={placeholder}>
            <NeedsQueryClient>
              <LexiconLookUp />
            </NeedsQueryClient>
          </Suspense>
        ) : (
          placeholder
        )}
      </Card>
    </div>
  );
}
