/**
 * The personal dictionary (spec §2): a signed-out visitor gets the lexicon look-up and the spec's
 * messages at once, before the query client has loaded; a signed-in learner's tabs load as their own
 * chunk (SignedInDictionary.tsx) with it.
 * Desktop and mobile share it; `compact` lays it out for a phone.
 */
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { RouteTitleKey } from "../../app/route-table";
import { classNames } from "../../components/ui/class-names";
import { Loading } from "../../components/ui/Spinner";
import { useAuth } from "../../lib/auth/AuthProvider";
import { NeedsQueryClient } from "../../lib/deferred-query-client";
import { useDocumentTitle } from "../../lib/document-title";
import { SignedOutDictionary } from "./SignedOutDictionary";
import { lazyWhenOnline } from "../../lib/load-when-online";

const SignedInDictionary = lazyWhenOnline(() => import("./SignedInDictionary"));

type DictionaryScreenProps = { titleKey: RouteTitleKey; compact: boolean };

export function DictionaryScreen({ titleKey, compact }: DictionaryScreenProps) {
  const { t } = useTranslation("pages");
  const { t: tCommon } = useTranslation();
  const title = t(`routes.${titleKey}`);
  useDocumentTitle(title);
  const { status, user } = useAuth();
  return (
    <section className={classNames("mx-auto w-full max-w-6xl", compact ? "px-3 py-4" : "px-4 py-8 lg:px-6")}>
      <h1 className={classNames("font-semibold text-slate-900 dark:text-white", compact ? "text-xl" : "text-2xl")}>{title}</h1>
      {status === "loading" && <Loading label={tCommon("loading")} />}
      {status === "signedOut" && <SignedOutDictionary compact={compact} />}
      {user && (
        <Suspense fallback={<Loading label={tCommon("loading")} />}>
          <NeedsQueryClient>
            <SignedInDictionary key={user.id} userId={user.id} compact={compact} />
          </NeedsQueryClient>
        </Suspense>
      )}
    </section>
  );
}
