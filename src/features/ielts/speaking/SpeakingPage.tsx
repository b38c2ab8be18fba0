/**
 * /ielts/speaking (desktop and mobile): choose a set, take the three parts behind the microphone
 * permission gate, and see earlier attempts with their recordings.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import type { ScreenProps } from "../../../app/screen";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { Select } from "../../../components/ui/Select";
import { Loading } from "../../../components/ui/Spinner";
import { classNames } from "../../../components/ui/class-names";
import { useDocumentTitle } from "../../../lib/document-title";
import { IeltsTimer } from "../timer/IeltsTimer";
import { PermissionsGate } from "../../shell";
import { fetchCapabilities, fetchSpeakingSet, fetchTests, useSignedInUserId } from "../api";
import { ieltsKeys } from "../query-keys";
import { SubmissionHistory } from "../shared/SubmissionHistory";
import { useIeltsTasksTranslation } from "../task-translations";
import { RecordedAnswers } from "./RecordedAnswers";
import { SpeakingTest } from "./SpeakingTest";
import { speechRecognitionConstructor } from "./use-answer-recorder";

export function SpeakingScreen({ titleKey, compact }: ScreenProps & { compact: boolean }) {
  const { t } = useIeltsTasksTranslation();
  const { t: tPages } = useTranslation("pages");
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const userId = useSignedInUserId();
  const capabilities = useQuery({ queryKey: ieltsKeys.capabilities(userId), queryFn: fetchCapabilities });
  const sets = useQuery({ queryKey: ieltsKeys.tests(userId, "speaking"), queryFn: () => fetchTests("speaking") });
  const [chosenId, setChosenId] = useState<string | null>(null);
  // A link to one set (?test=, e.g. a teacher's assignment) opens it first.
  const [params] = useSearchParams();
  const linked = sets.data?.tests.find((test) => test.id === params.get("test"))?.id;
  const setId = chosenId ?? linked ?? sets.data?.tests[0]?.id ?? null;
  const set = useQuery({ queryKey: ieltsKeys.test(userId, setId), queryFn: () => fetchSpeakingSet(setId!), enabled: setId !== null });
  const [running, setRunning] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const transcription = capabilities.data?.transcription
    ? t("speaking.modeModel")
    : speechRecognitionConstructor()
      ? t("speaking.modeBrowser")
      : t("speaking.modeTyped");

  return (
    <section className={classNames("mx-auto max-w-4xl py-8", compact ? "px-3" : "px-4")}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("speaking.intro")}</p>
        </div>
        <IeltsTimer section="speaking" />
      </header>

      {running && set.data ? (
        <div className="mt-6">
          <PermissionsGate>
            <SpeakingTest
              key={attempt}
              set={set.data}
              capabilities={capabilities.data}
              onLeave={() => {
                setRunning(false);
                setAttempt((n) => n + 1);
              }}
            />
          </PermissionsGate>
        </div>
      ) : (
        <Card className="mt-6 space-y-4">
          {sets.isPending ? (
            <Loading label={t("loading")} />
          ) : sets.isError ? (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {t("speaking.loadFailed")}
            </p>
          ) : (
            <>
              <Select
                label={t("speaking.chooseSet")}
                value={setId ?? ""}
                options={(sets.data?.tests ?? []).map((s, i) => ({ value: s.id, label: `${i + 1}. ${s.title}`, lang: "en" as const }))}
                onChange={setChosenId}
                className="flex-wrap"
              />
              {set.data && (
                <dl className="grid gap-3 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="font-semibold text-slate-900 dark:text-slate-100">{t("speaking.partLabel", { part: 1 })}</dt>
                    <dd className="text-slate-700 dark:text-slate-300">
                      <Trans
                        t={t}
                        i18nKey="speaking.part1About"
                        values={{ topic: set.data.part1.topic, count: set.data.part1.questions.length }}
                        components={{ topic: <span lang="en" /> }}
                      />
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-900 dark:text-slate-100">{t("speaking.partLabel", { part: 2 })}</dt>
                    <dd className="text-slate-700 dark:text-slate-300">{t("speaking.part2About")}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-900 dark:text-slate-100">{t("speaking.partLabel", { part: 3 })}</dt>
                    <dd className="text-slate-700 dark:text-slate-300">
                      <Trans
                        t={t}
                        i18nKey="speaking.part3About"
                        values={{ topic: set.data.part3.topic, count: set.data.part3.questions.length }}
                        components={{ topic: <span lang="en" /> }}
                      />
                    </dd>
                  </div>
                </dl>
              )}
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                <li>{t("speaking.micNeeded")}</li>
                <li>{transcription}</li>
                <li>{capabilities.data?.evaluation === "ai" ? t("speaking.evaluationAi") : t("speaking.evaluationOffline")}</li>
                <li>{t("speaking.pronunciationNote")}</li>
              </ul>
              <Button onClick={() => setRunning(true)} disabled={!set.data}>
                {t("speaking.start")}
              </Button>
            </>
          )}
        </Card>
      )}
      <SubmissionHistory section="speaking" answer={(submission) => <RecordedAnswers submission={submission} />} />
    </section>
  );
}

export default function SpeakingPage(props: ScreenProps) {
  return <SpeakingScreen {...props} compact={false} />;
}
