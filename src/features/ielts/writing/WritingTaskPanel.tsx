/**
 * One writing task: pick a prompt, read it (with its chart for Task 1), write with a live word count
 * against the minimum, submit, and read the evaluation. The draft of each prompt is kept on the
 * device until it is submitted, so a reload or a lost connection loses nothing.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import {
  OWN_QUESTION_MAX_CHARS,
  type PendingIeltsSubmission,
  type SubmissionDetail,
  type WritingPromptDetail,
  type WritingTask,
} from "../../../../worker/contract/ielts";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { Select } from "../../../components/ui/Select";
import { Loading, Spinner } from "../../../components/ui/Spinner";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { fetchTests, fetchWritingPrompt, useSignedInUserId } from "../api";
import { ieltsKeys } from "../query-keys";
import { Task1Figure } from "./charts/Task1Figure";
import { EvaluationView } from "../shared/evaluation/EvaluationView";
import { useIeltsTasksTranslation } from "../task-translations";
import { useEvaluateAgain } from "../shared/use-evaluate-again";
import { useOnline } from "../../../lib/use-online";
import { LiveCheck } from "./LiveCheck";
import { queuePendingSubmission } from "../shared/use-pending-submissions";
import { wordCountStatus } from "./word-count";
import { ownQuestionEntry, submitWriting, writingEntry, writingTaskText } from "./submit-writing";

/** Per account and prompt: an unsent essay is never shown to someone else signing in on this device. */
const draftKey = (userId: string, promptId: string) => `ielts-writing-draft:${userId}:${promptId}`;

function PromptCard({ prompt }: { prompt: WritingPromptDetail }) {
  const { t } = useIeltsTasksTranslation();
  return (
    <Card className="space-y-4">
      {/* The task as the exam writes it, in English; the figure marks its own English, the source line is the interface's. */}
      <div lang="en" className="space-y-4">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{prompt.prompt.timeGuide}</p>
        {prompt.task === "task1" ? (
          <>
            <p className="font-medium text-slate-900 dark:text-slate-100">{prompt.prompt.description}</p>
            <p className="text-slate-800 dark:text-slate-200">{prompt.prompt.instruction}</p>
          </>
        ) : (
          <>
            <p className="text-slate-800 dark:text-slate-200">{prompt.prompt.lead}</p>
            <blockquote className="border-l-4 border-indigo-500 pl-4 font-medium text-slate-900 italic dark:text-slate-100">
              <p>{prompt.prompt.statement}</p>
              <p className="mt-2">{prompt.prompt.question}</p>
            </blockquote>
            <p className="text-slate-800 dark:text-slate-200">{prompt.prompt.instruction}</p>
          </>
        )}
        <p className="font-semibold text-slate-900 dark:text-slate-100">{prompt.prompt.length}</p>
      </div>
      {prompt.task === "task1" && (
        <div className="space-y-4">
          {prompt.visuals.map((visual) => (
            <Task1Figure key={visual.title} visual={visual} />
          ))}
        </div>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">{t("writing.source")}</p>
    </Card>
  );
}

function WordCounter({ text, task, id }: { text: string; task: WritingTask; id: string }) {
  const { t } = useIeltsTasksTranslation();
  const status = wordCountStatus(text, task);
  const tone = {
    empty: "text-slate-600 dark:text-slate-400",
    under: "text-amber-800 dark:text-amber-300",
    reached: "text-emerald-700 dark:text-emerald-400",
    too_long: "text-red-700 dark:text-red-300",
  }[status.state];
  const progress = Math.min(100, Math.round((100 * status.words) / status.minimum));
  return (
    <div id={id} className="space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span data-testid="word-count" className={classNames("font-semibold tabular-nums", tone)}>
          {t("writing.wordCount", { count: status.words })}
        </span>
        <span className={tone}>
          {status.state === "reached"
            ? t("writing.minimumReached", { minimum: status.minimum })
            : status.state === "too_long"
              ? t("writing.tooLong")
              : t("writing.missing", { count: status.missing, minimum: status.minimum })}
        </span>
      </div>
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div
          className={classNames(
            "h-full rounded-full transition-[width]",
            status.state === "reached" ? "bg-emerald-600 dark:bg-emerald-400" : "bg-amber-500 dark:bg-amber-400",
          )}
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}

type AnswerEditorProps = {
  task: WritingTask;
  /** The task's words, so the live check does not mark its names as misspelt. */
  question: string;
  /** Keys the draft on this device: a prompt's id, or the learner's own question of this task. */
  draftId: string;
  entry: (text: string, userId: string) => PendingIeltsSubmission;
  onResult: (submission: SubmissionDetail) => void;
  onSent?: () => void;
};

function AnswerEditor({ task, question, draftId, entry, onResult, onSent }: AnswerEditorProps) {
  const { t } = useIeltsTasksTranslation();
  const { user } = useAuth();
  const online = useOnline();
  const queryClient = useQueryClient();
  const textareaId = useId();
  const counterId = useId();
  const errorId = useId();
  const draft = draftKey(user?.id ?? "", draftId);
  const [text, setText] = useState(() => localStorage.getItem(draft) ?? "");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const changeText = (value: string) => {
    setText(value);
    setError(null);
    if (value) localStorage.setItem(draft, value);
    else localStorage.removeItem(draft);
  };

  const submit = async () => {
    if (!user || sending) return;
    setSending(true);
    setError(null);
    try {
      const outcome = await submitWriting(entry(text, user.id), { online: navigator.onLine, queue: queuePendingSubmission });
      if (outcome.kind === "refused") {
        setError(t(`writing.errors.${outcome.code}`, { defaultValue: outcome.message || t("writing.errors.unknown") }));
        return;
      }
      changeText("");
      onSent?.();
      if (outcome.kind === "queued") {
        toast(t("pending.savedTitle"), { description: t("pending.savedText") });
        return;
      }
      onResult(outcome.submission);
      await queryClient.invalidateQueries({ queryKey: ieltsKeys.submissions(user.id) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card className="space-y-3 lg:sticky lg:top-20">
      <label htmlFor={textareaId} className="block font-semibold text-slate-900 dark:text-slate-100">
        {t("writing.yourAnswer")}
      </label>
      <textarea
        id={textareaId}
        lang="en"
        value={text}
        onChange={(event) => changeText(event.target.value)}
        aria-describedby={classNames(counterId, error && errorId) || undefined}
        aria-invalid={error ? true : undefined}
        rows={18}
        spellCheck={false}
        autoCorrect="off"
        autoCapitalize="sentences"
        placeholder={t("writing.placeholder")}
        className={classNames(
          "block w-full resize-y rounded-lg border border-slate-300 bg-white p-3 leading-7 text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400",
          focusRing,
        )}
      />
      <WordCounter text={text} task={task} id={counterId} />
      <LiveCheck text={text} prompt={question} />
      {error && (
        <p id={errorId} role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-200">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-500 dark:text-slate-400">{online ? t("writing.draftSaved") : t("writing.offlineHint")}</p>
        <Button onClick={() => void submit()} disabled={sending}>
          {sending && <Spinner className="size-4 text-white" />}
          {sending ? t("writing.evaluating") : t("writing.submit")}
        </Button>
      </div>
    </Card>
  );
}

/** The choice in the prompt list that opens the learner's own question. */
const OWN_QUESTION = "own-question";

/**
 * Writing on the learner's own question (a past paper's, a teacher's): they type the task, then answer
 * it; both drafts stay on the device until the essay is sent. A Task 1 has no figure here, and says so.
 */
function OwnQuestionTask({ task, onResult }: { task: WritingTask; onResult: (submission: SubmissionDetail) => void }) {
  const { t } = useIeltsTasksTranslation();
  const { user } = useAuth();
  const questionId = useId();
  const hintId = useId();
  const questionDraft = draftKey(user?.id ?? "", `${OWN_QUESTION}-question-${task}`);
  const [question, setQuestion] = useState(() => localStorage.getItem(questionDraft) ?? "");
  const changeQuestion = (value: string) => {
    setQuestion(value);
    if (value) localStorage.setItem(questionDraft, value);
    else localStorage.removeItem(questionDraft);
  };
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <Card className="space-y-3">
        <label htmlFor={questionId} className="block font-semibold text-slate-900 dark:text-slate-100">
          {t("writing.ownQuestion.label")}
        </label>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {task === "task1" ? t("writing.ownQuestion.hintTask1") : t("writing.ownQuestion.hintTask2")}
        </p>
        <textarea
          id={questionId}
          lang="en"
          value={question}
          onChange={(event) => changeQuestion(event.target.value)}
          aria-describedby={hintId}
          rows={6}
          maxLength={OWN_QUESTION_MAX_CHARS}
          placeholder={t("writing.ownQuestion.placeholder")}
          className={classNames(
            "block w-full resize-y rounded-lg border border-slate-300 bg-white p-3 leading-7 text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400",
            focusRing,
          )}
        />
      </Card>
      <AnswerEditor
        task={task}
        question={question}
        draftId={`${OWN_QUESTION}-${task}`}
        entry={(text, userId) => ownQuestionEntry(task, question, text, userId)}
        onResult={onResult}
        onSent={() => changeQuestion("")}
      />
    </div>
  );
}

export function WritingTaskPanel({ task }: { task: WritingTask }) {
  const { t } = useIeltsTasksTranslation();
  const userId = useSignedInUserId();
  const tests = useQuery({ queryKey: ieltsKeys.tests(userId, "writing"), queryFn: () => fetchTests("writing") });
  const prompts = (tests.data?.tests ?? []).filter((test) => test.task === task);
  const [params] = useSearchParams();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const linked = prompts.find((p) => p.id === params.get("test"))?.id;
  const choice = chosenId ?? linked ?? prompts[0]?.id ?? null;
  const promptId = choice === OWN_QUESTION ? null : choice;
  const prompt = useQuery({
    queryKey: ieltsKeys.test(userId, promptId),
    queryFn: () => fetchWritingPrompt(promptId!),
    enabled: promptId !== null,
  });
  const [result, setResult] = useState<SubmissionDetail | null>(null);
  const evaluateAgain = useEvaluateAgain(setResult);

  if (tests.isPending) return <Loading label={t("loading")} />;
  if (tests.isError) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {t("writing.loadFailed")}
      </p>
    );
  }

  if (result) {
    return (
      <Card className="space-y-6">
        <EvaluationView
          submission={result}
          focusOnMount
          onEvaluateAgain={() => evaluateAgain.mutate(result.id)}
          evaluating={evaluateAgain.isPending}
          learnFromMistakes
        />
        <Button variant="secondary" onClick={() => setResult(null)}>
          {t("writing.writeAnother")}
        </Button>
      </Card>
    );
  }

  return (
    <div className="space-y-4">
      <Select
        label={t("writing.choosePrompt")}
        value={choice ?? ""}
        options={[
          ...prompts.map((p, i) => ({ value: p.id, label: `${i + 1}. ${p.title}`, lang: "en" as const })),
          { value: OWN_QUESTION, label: t("writing.ownQuestion.option") },
        ]}
        onChange={setChosenId}
        // A long prompt title must not widen the page on a phone: the select shrinks to the row and truncates.
        className="flex-wrap [&>select]:max-w-full [&>select]:min-w-0"
      />
      {choice === OWN_QUESTION ? (
        <OwnQuestionTask key={task} task={task} onResult={setResult} />
      ) : prompt.data ? (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <PromptCard prompt={prompt.data} />
          <AnswerEditor
            key={prompt.data.id}
            task={prompt.data.task}
            question={writingTaskText(prompt.data)}
            draftId={prompt.data.id}
            entry={(text, userId) => writingEntry(prompt.data, text, userId)}
            onResult={setResult}
          />
        </div>
      ) : prompt.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t("writing.loadFailed")}
        </p>
      ) : (
        <Loading label={t("loading")} />
      )}
    </div>
  );
}
