/**
 * "Learn from your mistakes" under an IELTS result: the spelling (later grammar) mistakes the server
 * found, each with one button that makes it a review card. Nothing shows when there are none.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { toast } from "sonner";
import type { MistakeFinding, MistakeFindingsResponse } from "../../../worker/contract/mistakes";
import { Button } from "../../components/ui/Button";
import { Link } from "../../components/ui/Link";
import { Spinner } from "../../components/ui/Spinner";
import { useAuth } from "../../lib/auth/AuthProvider";
import { fetchFindings, learningKeys, makeCard } from "./api";
import { useLearningTranslation } from "./translations";

export function MistakeCards({ submissionId }: { submissionId: string }) {
  const { t } = useLearningTranslation();
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const titleId = useId();
  const findings = useQuery({
    queryKey: learningKeys.findings(userId, submissionId),
    queryFn: () => fetchFindings(submissionId),
    enabled: userId !== "",
  });
  if (findings.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t("mistakes.loadFailed")}
      </p>
    );
  const list = findings.data?.findings ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700" data-testid="mistake-cards">
      <h4 id={titleId} className="font-semibold text-slate-900 dark:text-slate-100">
        {t("mistakes.title")}
      </h4>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("mistakes.description")}</p>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
        {list.map((finding) => (
          <FindingRow key={finding.index} userId={userId} submissionId={submissionId} finding={finding} />
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        <Link to="/profile" className="underline">
          {t("mistakes.automaticHint")}
        </Link>
      </p>
    </section>
  );
}

function FindingRow({ userId, submissionId, finding }: { userId: string; submissionId: string; finding: MistakeFinding }) {
  const { t } = useLearningTranslation();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: () => makeCard(submissionId, finding.index),
    onSuccess: (made) => {
      queryClient.setQueryData<MistakeFindingsResponse>(
        learningKeys.findings(userId, submissionId),
        (current) => current && { ...current, findings: current.findings.map((f) => (f.index === made.finding.index ? made.finding : f)) },
      );
      toast.success(t("mistakes.addedToast", { word: finding.word }));
    },
    onError: () => toast.error(t("mistakes.addFailed")),
  });
  const before = finding.sentence.slice(0, finding.offset);
  const after = finding.sentence.slice(finding.offset + finding.word.length);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-slate-900 dark:text-slate-100">
          <span className="font-semibold" lang="en">
            {finding.word}
          </span>{" "}
          <span className="text-sm text-slate-600 dark:text-slate-300">
            · {t(`mistakes.kind.${finding.kind}`)} · {t("mistakes.youWrote", { original: finding.original })}
          </span>
        </p>
        <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300" lang="en">
          {before}
          <mark className="rounded bg-amber-100 px-0.5 text-inherit dark:bg-amber-500/20">{finding.word}</mark>
          {after}
        </p>
      </div>
      {finding.wordId ? (
        <span className="shrink-0 text-sm font-medium text-emerald-700 dark:text-emerald-300" role="status">
          ✓ {t("mistakes.added")}
        </span>
      ) : (
        <Button variant="secondary" size="sm" className="shrink-0" onClick={() => add.mutate()} disabled={add.isPending}>
          {add.isPending && <Spinner className="size-4" />}
          {t("mistakes.add", { word: finding.word })}
        </Button>
      )}
    </li>
  );
}
