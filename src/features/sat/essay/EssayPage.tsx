/**
 * /sat/essay: optional analytical-writing practice in the shape of the (discontinued) SAT Essay. Pick a source
 * passage, read it beside the task, write against a 50-minute countdown that can be hidden, with the draft kept on
 * the device as it is typed; submit, and read Reading, Analysis and Writing as an estimate. An essay sent offline
 * waits in the IELTS offline queue and is scored on reconnect. One column on a phone, two side by side on a desktop.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { countWords } from "../../../../worker/contract/ielts-content";
import type { SatEssayDetail, SatEssayPromptDetail } from "../../../../worker/contract/sat-essay";
import type { ScreenProps } from "../../../app/screen";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { Select } from "../../../components/ui/Select";
import { Loading, Spinner } from "../../../components/ui/Spinner";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { useDocumentTitle } from "../../../lib/document-title";
import { useOnline } from "../../../lib/use-online";
import { queuePendingSubmission, usePendingSatEssays } from "../../ielts";
import { evaluateSatEssayAgain, fetchSatEssayPrompt, fetchSatEssayPrompts, fetchSatEssays, newSatEssayClientId } from "./api";
import { clearDraft, readDraft, saveDraft } from "./draft";
import { EssayResult } from "./EssayResult";
import { EssayTimer } from "./EssayTimer";
import { satEssayKeys } from "./query-keys";
import { submitEssay } from "./submit-essay";
import { useSatEssayTranslation } from "./translations";

/** The server keeps durations up to six hours (a draft left open overnight is not a six-hour essay). */
const MAX_DURATION_SECONDS = 6 * 60 * 60;

export default function EssayPage({ titleKey }: ScreenProps) {
  const { t } = useSatEssayTranslation();
  const { t: tPages } = useTranslation("pages");
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const online = useOnline();
  const userId = useAuth().user?.id ?? "";
  const prompts = useQuery({ queryKey: satEssayKeys.prompts(userId), queryFn: fetchSatEssayPrompts, enabled: userId !== "" });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const promptId = chosenId ?? prompts.data?.prompts[0]?.id ?? null;
  const prompt = useQuery({
    queryKey: satEssayKeys.prompt(userId, promptId),
    queryFn: () => fetchSatEssayPrompt(promptId!),
    enabled: promptId !== null,
  });
  const [result, setResult] = useState<SatEssayDetail | null>(null);
  const { pending: pendingSatEssays, sendNow } = usePendingSatEssays((flushed) => {
    const sent = flushed.stored.filter((entry) => entry.section === "sat_essay").length;
    const refused = flushed.rejected.filter((entry) => entry.section === "sat_essay").length;
    if (sent > 0) toast.success(t("pending.sent", { count: sent }));
    if (refused > 0) toast.error(t("pending.rejected", { count: refused }));
  });
  const queryClient = useQueryClient();
  const evaluateAgain = useMutation({
    mutationFn: evaluateSatEssayAgain,
    retry: false,
    onSuccess: async ({ essay }) => {
      setResult(essay);
      await queryClient.invalidateQueries({ queryKey: satEssayKeys.essays(userId) });
    },
    onError: (error) => toast.error(t("errors.unknown"), { description: error.message }),
  });

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-1 max-w-2xl text-slate-600 dark:text-slate-300">{t("intro")}</p>
        <p className="mt-3 max-w-3xl rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-100">
          {t("discontinued")}
        </p>
        {prompts.data && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {prompts.data.evaluation === "ai" ? t("modeAi") : t("modeOffline")}
          </p>
        )}
      </header>
      {!online && (
        <p role="status" className="mt-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {t("offlineBanner")}
        </p>
      )}
      {pendingSatEssays.length > 0 && (
        <section
          aria-labelledby="sat-essay-pending"
          className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-500/40 dark:bg-amber-500/10"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="sat-essay-pending" className="font-semibold text-amber-950 dark:text-amber-100">
              {t("pending.title", { count: pendingSatEssays.length })}
            </h2>
            <Button size="sm" variant="secondary" onClick={() => void sendNow()} disabled={!online}>
              {t("pending.sendNow")}
            </Button>
          </div>
          <p className="mt-1 text-sm text-amber-900 dark:text-amber-200">{online ? t("pending.online") : t("pending.offline")}</p>
          <ul className="mt-2 space-y-1 text-sm text-amber-950 dark:text-amber-100">
            {pendingSatEssays.map((entry) => (
              <li key={entry.clientId} data-testid="pending-sat-essay">
                {t("pending.entry", { title: entry.promptTitle ?? entry.promptId, count: countWords(entry.text) })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-6">
        {prompts.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {t("loadFailed")}
          </p>
        ) : result ? (
          <Card className="space-y-6">
            <EssayResult essay={result} onEvaluateAgain={() => evaluateAgain.mutate(result.id)} evaluating={evaluateAgain.isPending} />
            <Button variant="secondary" onClick={() => setResult(null)}>
              {t("result.writeAnother")}
            </Button>
          </Card>
        ) : !prompts.data || !prompt.data ? (
          prompt.isError ? (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {t("loadFailed")}
            </p>
          ) : (
            <Loading label={t("loading")} />
          )
        ) : (
          <div className="space-y-4">
            <Select
              label={t("choosePassage")}
              value={prompt.data.id}
              options={prompts.data.prompts.map((p, i) => ({ value: p.id, label: `${i + 1}. ${p.title}`, lang: "en" as const }))}
              onChange={setChosenId}
              // A long title must not widen the page on a phone: the select shrinks to the row and truncates.
              className="flex-wrap [&>select]:max-w-full [&>select]:min-w-0"
            />
            <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
              <PassageCard prompt={prompt.data} />
              <EssayEditor key={prompt.data.id} prompt={prompt.data} userId={userId} onResult={setResult} />
            </div>
          </div>
        )}
      </div>
      <EssayHistory userId={userId} />
    </section>
  );
}

function PassageCard({ prompt }: { prompt: SatEssayPromptDetail }) {
  const { t } = useSatEssayTranslation();
  return (
    <Card className="space-y-4 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto">
      <div>
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{t("passageHeading")}</p>
        <h2 lang="en" className="text-lg font-semibold text-slate-900 dark:text-white">
          {prompt.title}
        </h2>
        <p lang="en" className="mt-1 text-sm text-slate-600 italic dark:text-slate-300">
          {prompt.byline}
        </p>
      </div>
      <p lang="en" className="text-sm text-slate-700 dark:text-slate-300">
        {prompt.task.intro}
      </p>
      <article lang="en" className="space-y-3 leading-7 text-slate-900 dark:text-slate-100">
        {prompt.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </article>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t("passageWords", { count: prompt.words })}</p>
    </Card>
  );
}

function EssayEditor({
  prompt,
  userId,
  onResult,
}: {
  prompt: SatEssayPromptDetail;
  userId: string;
  onResult: (essay: SatEssayDetail) => void;
}) {
  const { t } = useSatEssayTranslation();
  const queryClient = useQueryClient();
  const textareaId = useId();
  const counterId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(() => readDraft(localStorage, userId, prompt.id) ?? { text: "", startedAt: Date.now() });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const changeText = (text: string) => {
    const next = { ...draft, text };
    setDraft(next);
    setError(null);
    saveDraft(localStorage, userId, prompt.id, next);
  };

  const submit = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const outcome = await submitEssay(
        {
          section: "sat_essay",
          clientId: newSatEssayClientId(),
          promptId: prompt.id,
          promptTitle: prompt.title,
          text: draft.text,
          submittedAt: new Date().toISOString(),
          durationSeconds: Math.min(MAX_DURATION_SECONDS, Math.max(0, Math.round((Date.now() - draft.startedAt) / 1000))),
          user_id: userId,
        },
        { online: navigator.onLine, queue: queuePendingSubmission },
      );
      if (outcome.kind === "refused") {
        setError(t(`errors.${outcome.code}`, { defaultValue: outcome.message || t("errors.unknown") }));
        return;
      }
      clearDraft(localStorage, userId, prompt.id);
      setDraft({ text: "", startedAt: Date.now() });
      if (outcome.kind === "queued") {
        toast(t("pending.savedTitle"), { description: t("pending.savedText") });
        return;
      }
      onResult(outcome.essay);
      await queryClient.invalidateQueries({ queryKey: satEssayKeys.essays(userId) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card className="space-y-3 lg:sticky lg:top-20">
      <h2 className="font-semibold text-slate-900 dark:text-white">{t("task")}</h2>
      <p lang="en" className="text-slate-800 dark:text-slate-200">
        {prompt.task.task}
      </p>
      <p lang="en" className="text-sm text-slate-600 dark:text-slate-300">
        {prompt.task.note}
      </p>
      <EssayTimer startedAt={draft.startedAt} />
      <label htmlFor={textareaId} className="block font-semibold text-slate-900 dark:text-slate-100">
        {t("yourEssay")}
      </label>
      <textarea
        id={textareaId}
        lang="en"
        value={draft.text}
        onChange={(event) => changeText(event.target.value)}
        aria-describedby={classNames(counterId, error && errorId) || undefined}
        aria-invalid={error ? true : undefined}
        rows={18}
        spellCheck={false}
        autoCorrect="off"
        autoCapitalize="sentences"
        placeholder={t("placeholder")}
        className={classNames(
          "block w-full resize-y rounded-lg border border-slate-300 bg-white p-3 leading-7 text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400",
          focusRing,
        )}
      />
      <p id={counterId} className="text-sm text-slate-600 dark:text-slate-300">
        {t("wordCount", { count: countWords(draft.text) })}
      </p>
      {error && (
        <p id={errorId} role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-200">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-500 dark:text-slate-400">{t("draftSaved")}</p>
        <Button onClick={() => void submit()} disabled={sending}>
          {sending && <Spinner className="size-4 text-white" />}
          {sending ? t("evaluating") : t("submit")}
        </Button>
      </div>
    </Card>
  );
}

function EssayHistory({ userId }: { userId: string }) {
  const { t, i18n } = useSatEssayTranslation();
  const essays = useQuery({ queryKey: satEssayKeys.essays(userId), queryFn: fetchSatEssays, enabled: userId !== "" });
  if (!essays.data) return null;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="sat-essay-history" className="mt-10">
      <h2 id="sat-essay-history" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("history.heading")}
      </h2>
      {essays.data.essays.length === 0 ? (
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t("history.empty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
          {essays.data.essays.map((essay) => (
            <li key={essay.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 text-slate-900 dark:text-slate-100">
                <span lang="en">{essay.promptTitle}</span> · {format.format(new Date(essay.submittedAt))}
              </span>
              <span className="text-slate-700 dark:text-slate-300">
                {essay.scores
                  ? `${t("result.reading")} ${essay.scores.reading} · ${t("result.analysis")} ${essay.scores.analysis} · ${t("result.writing")} ${essay.scores.writing} (${essay.label === "offline estimate" ? t("result.offlineEstimate") : t("result.estimate")})`
                  : t("history.notScored")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
