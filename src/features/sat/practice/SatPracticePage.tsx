/**
 * /sat/practice: practice by domain and skill with instant feedback. `?section=` picks
 * Reading and Writing or Math; the learner chooses a domain or a skill, answers its set one question
 * at a time (PracticeSession), and sees their accuracy per skill here. The set being practised is in the
 * address (`?set=`), so a reload or the Back button finds it again with the answers already checked.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { SAT_SECTIONS, type SatSection } from "../../../../worker/contract/sat";
import type {
  SatPracticeSet,
  SatPracticeSetRequest,
  SatPracticeSkillsResponse,
  SatPracticeTally,
} from "../../../../worker/contract/sat-practice";
import type { ScreenProps } from "../../../app/screen";
import { Button } from "../../../components/ui/Button";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { Link } from "../../../components/ui/Link";
import { Loading } from "../../../components/ui/Spinner";
import { ApiRequestError } from "../../../lib/api";
import { useDocumentTitle } from "../../../lib/document-title";
import { LoadFailed } from "../../../components/ui/LoadFailed";
import { useSatUserId } from "../api";
import { useSatTranslation } from "../translations";
import { satPracticeKeys, startPracticeSet, usePracticeSet, usePracticeSkills } from "./api";
import { PracticeSession } from "./PracticeSession";
import { accuracyPercent } from "./practice-session";
import { useSatPracticeTranslation } from "./translations";

const SECTION_PAGES: Record<SatSection, string> = { reading_writing: "/sat/reading", math: "/sat/math" };
const sectionOf = (value: string | null): SatSection => SAT_SECTIONS.find((s) => s === value) ?? "reading_writing";

export default function SatPracticePage(_props: ScreenProps) {
  const { t: tPages } = useTranslation("pages");
  const title = tPages("routes.satPractice");
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get("section"));
  const setId = params.get("set");
  const queryClient = useQueryClient();
  const userId = useSatUserId();
  const practised = usePracticeSet(setId);
  const { t } = useSatPracticeTranslation();

  const open = (set: SatPracticeSet) => setParams({ section: set.section, set: set.id });
  const close = () => setParams({ section: practised.data?.set.section ?? section }, { replace: true });
  // Every answer changes the accuracy shown on the skill list.
  const refreshSkills = () =>
    void queryClient.invalidateQueries({ queryKey: satPracticeKeys.skills(userId, practised.data?.set.section ?? section) });

  if (setId !== null) {
    // A failed background refetch keeps the set on screen; only a set that never loaded shows the error.
    if (!practised.data && practised.isError) {
      return (
        <section className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8">
          <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
          <LoadFailed error={practised.error} onRetry={() => void practised.refetch()} />
          <div>
            <Button variant="secondary" onClick={close}>
              {t("page.backToSkills")}
            </Button>
          </div>
        </section>
      );
    }
    if (!practised.data) return <Loading label={t("page.loadingSet")} />;
    return (
      <PracticeSession
        key={setId}
        set={practised.data.set}
        given={practised.data.feedback}
        onAnswered={refreshSkills}
        onAgain={open}
        onClose={close}
      />
    );
  }
  return <SkillPicker key={section} section={section} title={title} onStart={open} />;
}

function SkillPicker({ section, title, onStart }: { section: SatSection; title: string; onStart: (set: SatPracticeSet) => void }) {
  const { t } = useSatPracticeTranslation();
  const skills = usePracticeSkills(section);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async (request: SatPracticeSetRequest) => {
    setStarting(true);
    setError(null);
    try {
      onStart((await startPracticeSet(request)).set);
    } catch (err) {
      setError(err instanceof ApiRequestError && err.message ? err.message : t("page.startFailed"));
      setStarting(false);
    }
  };

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8" aria-busy={starting}>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t("page.intro")}</p>
        <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-400">{t("page.openTestNote")}</p>
      </div>
      <nav aria-label={t("page.sections")} className="flex flex-wrap gap-2">
        {SAT_SECTIONS.map((s) => (
          <Link
            key={s}
            to={`?section=${s}`}
            aria-current={s === section ? "page" : undefined}
            className={classNames(
              "rounded-full border px-4 py-2 text-sm font-medium",
              s === section
                ? "border-indigo-700 bg-indigo-700 text-white dark:border-indigo-300 dark:bg-indigo-300 dark:text-slate-950"
                : "border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-200",
              focusRing,
            )}
          >
            {t(s === "math" ? "page.math" : "page.readingWriting")}
          </Link>
        ))}
      </nav>
      <div role="status" aria-live="polite" className="empty:hidden">
        {starting ? <Loading label={t("page.starting")} /> : null}
      </div>
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {error}
        </p>
      ) : null}
      {skills.isPending ? (
        <Loading label={t("page.loading")} />
      ) : skills.isError ? (
        <LoadFailed error={skills.error} onRetry={() => void skills.refetch()} />
      ) : (
        <Domains data={skills.data} disabled={starting} onStart={(request) => void start(request)} />
      )}
      <div>
        <Link to={SECTION_PAGES[section]} className="text-indigo-700 underline dark:text-indigo-300">
          {t("page.backToTests")}
        </Link>
      </div>
    </section>
  );
}

function Tally({ tally }: { tally: SatPracticeTally }) {
  const { t } = useSatPracticeTranslation();
  const percent = accuracyPercent(tally);
  return (
    <span className="text-sm text-slate-600 dark:text-slate-300">
      {t("page.questions", { count: tally.items })} ·{" "}
      {percent === null ? t("page.notPractised") : t("page.accuracy", { percent, correct: tally.correct, answered: tally.answered })}
    </span>
  );
}

function Domains({
  data,
  disabled,
  onStart,
}: {
  data: SatPracticeSkillsResponse;
  disabled: boolean;
  onStart: (request: SatPracticeSetRequest) => void;
}) {
  const { t } = useSatPracticeTranslation();
  const { t: tSat } = useSatTranslation();
  return (
    <div className="flex flex-col gap-6">
      {data.domains.map((domain) => {
        const domainName = tSat(`domains.${domain.domain}`, { defaultValue: domain.domain });
        const headingId = `practice-domain-${domain.domain}`;
        return (
          <section
            key={domain.domain}
            aria-labelledby={headingId}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-1">
                <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900 dark:text-white">
                  {domainName}
                </h2>
                <Tally tally={domain} />
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                aria-label={t("page.practiseDomainLabel", { domain: domainName })}
                onClick={() => onStart({ section: data.section, domain: domain.domain })}
              >
                {t("page.practiseDomain")}
              </Button>
            </div>
            <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
              {domain.skills.map((skill) => {
                const skillName = tSat(`skills.${skill.skill}`, { defaultValue: skill.skill });
                return (
                  <li key={skill.skill} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <div className="flex min-w-0 flex-col">
                      <span className="font-medium break-words text-slate-900 dark:text-slate-100">{skillName}</span>
                      <Tally tally={skill} />
                    </div>
                    <Button
                      size="sm"
                      disabled={disabled}
                      aria-label={t("page.practiseSkillLabel", { skill: skillName })}
                      onClick={() => onStart({ section: data.section, domain: domain.domain, skill: skill.skill })}
                    >
                      {t("page.practiseSkill")}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
