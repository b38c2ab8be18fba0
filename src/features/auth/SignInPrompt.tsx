import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Link } from "../../components/ui/Link";
import type { RouteTitleKey } from "../../app/route-table";
import { buttonClasses } from "../../components/ui/Button";
import { Loading } from "../../components/ui/Spinner";
import { useDocumentTitle } from "../../lib/document-title";
import { useAuth } from "../../lib/auth/AuthProvider";
import { authPageUrl } from "./redirect";
import { useAuthTranslation } from "./translations";
import { lazyWhenOnline } from "../../lib/load-when-online";

// Only a reload in the middle of a two-factor sign-in needs the code step (and its form code).
const SecondFactorStep = lazyWhenOnline(() => import("./SecondFactorStep").then((module) => ({ default: module.SecondFactorStep })));

/**
 * What a page that needs an account shows a signed-out visitor (spec §6): its title and the way to
 * sign in or sign up, coming back here afterwards; or, to a sign-in that still owes its two-factor
 * code (a reload during that step), the code step, after which the page itself shows.
 */
export default function SignInPrompt({ titleKey }: { titleKey: RouteTitleKey }) {
  const { t } = useAuthTranslation();
  const { t: tPages } = useTranslation("pages");
  const { t: tCommon } = useTranslation();
  const { pathname, search } = useLocation();
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const { awaitingCode } = useAuth();
  const redirect = `${pathname}${search}`;
  if (awaitingCode) {
    return (
      <section data-testid="sign-in-prompt" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        <Suspense fallback={<Loading label={tCommon("loading")} />}>
          <SecondFactorStep />
        </Suspense>
      </section>
    );
  }
  return (
    <section data-testid="sign-in-prompt" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t("prompt.text")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={authPageUrl({ redirect })} className={buttonClasses()}>
          {t("prompt.signIn")}
        </Link>
        <Link to={authPageUrl({ redirect, tab: "signup" })} className={buttonClasses({ variant: "secondary" })}>
          {t("prompt.signUp")}
        </Link>
      </div>
    </section>
  );
}
