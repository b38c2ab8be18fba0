/**
 * The dictionary for a signed-out visitor (spec §2, §6): loading their words fails with 'Failed to load
 * dictionary: user not authorized', and adding to SRS reads 'Login to add to SRS'. The offline lexicon
 * is public, so they can still look words up and hear them. The look-up (API client, query cache,
 * contract schemas, speech) is its own chunk, asked for when the visitor reaches for its field: the
 * page's text is all a phone on a slow network has to fetch and run first. Until the look-up has
 * loaded, the field is a plain one that takes typing; the look-up then takes its place with what was
 * typed, and the focus.
 */
import { startTransition, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "../../components/ui/Link";
import { buttonClasses } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { NeedsQueryClient } from "../../lib/deferred-query-client";
import { authPageUrl } from "../auth";
import { Notice, TextField } from "../../components/ui/form-fields";
import { useDictionaryVisitorTranslation } from "./visitor-translations";
import { lazyWhenOnline } from "../../lib/load-when-online";

const LexiconLookUp = lazyWhenOnline(() => import("./LexiconLookUp"));

export function SignedOutDictionary({ compact }: { compact: boolean }) {
  const { t } = useDictionaryVisitorTranslation();
  const { pathname, search } = useLocation();
  const redirect = `${pathname}${search}`;
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const [reached, setReached] = useState(false);
  // A transition: while the look-up loads, React keeps the plain field on screen, focused and typed into.
  const reach = () => {
    if (!reached) startTransition(() => setReached(true));
  };
  // Until the look-up has loaded: the same label and box, a combobox whose list is not there yet.
  const field = (
    <TextField
      label={t("lookUp")}
      className="mt-3 max-w-xl"
      type="text"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      autoComplete="off"
      spellCheck={false}
      placeholder={t("wordPlaceholder")}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPointerEnter={reach}
      onFocus={() => {
        setFocused(true);
        reach();
      }}
      onBlur={() => setFocused(false)}
    />
  );

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
        <Suspense fallback={field}>
          {reached ? (
            <NeedsQueryClient>
              <LexiconLookUp initialText={text} focusAtStart={focused} />
            </NeedsQueryClient>
          ) : (
            field
          )}
        </Suspense>
      </Card>
    </div>
  );
}
