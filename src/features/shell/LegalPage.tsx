/**
 * Privacy policy (/privacy) and Terms of use (/terms), written for Lexora. The terms end with the
 * data and content licences, including the notices and citations their licences require.
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { ScreenProps } from "../../app/screen";
import { classNames, focusRing } from "../../components/ui/class-names";
import { useDocumentTitle } from "../../lib/document-title";
import { useShellTranslation } from "./translations";
import { CEFRJ_CITATION } from "../../../worker/contract/cefrj";
import { GPL_2_URL, MUELLER_NOTICE } from "./mueller-notice";
import { WORDNET_NOTICE } from "./wordnet-notice";

const UPDATED = new Date("2026-11-25T00:00:00Z");

const SECTIONS = {
  privacy: ["data", "where", "browser", "ai", "retention", "deletion", "sharing", "rights"],
  terms: ["service", "account", "use", "yourContent", "ai", "ourContent", "availability", "ending", "changes"],
} as const;

type Kind = keyof typeof SECTIONS;

const linkClasses = classNames(
  "rounded text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100",
  focusRing,
);

const noticeClasses =
  "mt-2 space-y-2 rounded-lg border border-slate-200 bg-slate-100 p-4 font-mono text-xs leading-5 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200";

function Paragraphs({ text }: { text: string }) {
  return text.split("\n\n").map((paragraph) => (
    <p key={paragraph} className="mt-3 leading-7 text-slate-700 dark:text-slate-300">
      {paragraph}
    </p>
  ));
}

export function LegalPage({ titleKey, kind }: ScreenProps & { kind: Kind }) {
  const { t, i18n } = useShellTranslation();
  const { t: tPages } = useTranslation("pages");
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const sections = SECTIONS[kind].map((id) => ({
    id,
    title: t(`legal.${kind}.sections.${id}.title` as `legal.privacy.sections.data.title`),
    body: t(`legal.${kind}.sections.${id}.body` as `legal.privacy.sections.data.body`),
  }));
  const { hash } = useLocation();
  // A link to a section (/terms#licences) lands on it once the page has rendered.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: "long", timeZone: "UTC" }).format(UPDATED);

  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("legal.updated", { date })}</p>
      <p className="mt-6 text-lg leading-8 text-slate-700 dark:text-slate-300">{t(`legal.${kind}.intro`)}</p>

      <nav
        aria-labelledby="legal-contents"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="legal-contents" className="text-sm font-semibold text-slate-900 dark:text-white">
          {t("legal.contents")}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={linkClasses}>
                {section.title}
              </a>
            </li>
          ))}
          <li>
            {kind === "terms" ? (
              <a href="#licences" className={linkClasses}>
                {t("legal.licences.title")}
              </a>
            ) : (
              <Link to="/terms#licences" className={linkClasses}>
                {t("legal.licences.title")}
              </Link>
            )}
          </li>
        </ol>
      </nav>

      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.id}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">
            {section.title}
          </h2>
          <Paragraphs text={section.body} />
        </section>
      ))}

      {kind === "terms" && <Licences />}
    </article>
  );
}

function Licences() {
  const { t } = useShellTranslation();
  return (
    <section id="licences" aria-labelledby="licences-title" className="mt-10 scroll-mt-24">
      <h2 id="licences-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("legal.licences.title")}
      </h2>
      <p className="mt-3 leading-7 text-slate-700 dark:text-slate-300">{t("legal.licences.intro")}</p>
      <ul className="mt-3 list-disc space-y-3 pl-5 leading-7 text-slate-700 dark:text-slate-300">
        <li>
          {t("legal.licences.wordnet")}
          <blockquote lang="en" className={noticeClasses}>
            {WORDNET_NOTICE.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </blockquote>
        </li>
        <li>
          {t("legal.licences.mueller")}{" "}
          <a href={GPL_2_URL} className={linkClasses} rel="noreferrer">
            GNU GPL 2
          </a>
          <blockquote lang="en" className={noticeClasses}>
            {MUELLER_NOTICE.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </blockquote>
        </li>
        <li>
          {t("legal.licences.cefrj")}
          <blockquote lang="en" className={noticeClasses}>
            <p>{CEFRJ_CITATION}</p>
          </blockquote>
        </li>
        <li>{t("legal.licences.cmu")}</li>
        <li>{t("legal.licences.subtlex")}</li>
        <li>{t("legal.licences.quotes")}</li>
        <li>{t("legal.licences.lemmas")}</li>
        <li>{t("legal.licences.original")}</li>
      </ul>
    </section>
  );
}
