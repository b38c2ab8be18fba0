/**
 * An attempt being taken: the current module, or, for a module finished offline, the note that it waits
 * on this device for the connection (the IELTS outbox sends it; the attempt is read again once it is
 * stored, and module 2 or the results follow). A finished attempt goes to its results, or, in a full
 * test, to `onCompleted` (the full test moves on to the break or its total).
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/Button";
import { Loading } from "../../components/ui/Spinner";
import { useOnline } from "../../lib/use-online";
import { LoadFailed } from "../../components/ui/LoadFailed";
import { usePendingSatSubmissions } from "../ielts";
import { useSatAttempt } from "./api";
import { ModuleSession } from "./ModuleSession";
import { useSatTranslation } from "./translations";

export function SatAttemptScreen({ attemptId, onCompleted }: { attemptId: string; onCompleted?: () => void }) {
  const { t } = useSatTranslation();
  const attempt = useSatAttempt(attemptId);
  const navigate = useNavigate();
  const online = useOnline();
  const { pending, sendNow } = usePendingSatSubmissions();
  const view = attempt.data?.attempt;
  const completed = view?.status === "completed";
  const queued = view ? pending.some((entry) => entry.attemptId === view.id && entry.module === view.module) : false;

  useEffect(() => {
    if (!completed) return;
    if (onCompleted) onCompleted();
    else void navigate(`?results=${encodeURIComponent(attemptId)}`, { replace: true });
  }, [completed, attemptId, navigate, onCompleted]);

  if (attempt.isError) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-8">
        <LoadFailed error={attempt.error} onRetry={() => void attempt.refetch()} />
      </section>
    );
  }
  if (!view || completed) return <Loading label={t("loadingTest")} className="py-12" />;
  if (queued) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-12 text-center">
        <h1 className="mb-3 text-2xl font-semibold text-slate-900 dark:text-white">{t("queued.title", { number: view.moduleNumber })}</h1>
        <p role="status" className="mb-4 text-slate-700 dark:text-slate-300">
          {t(online ? "queued.sending" : "queued.offline")}
        </p>
        {online ? (
          <Button variant="secondary" onClick={() => void sendNow()}>
            {t("pending.sendNow")}
          </Button>
        ) : null}
      </section>
    );
  }
  return <ModuleSession key={`${view.id}:${view.module}`} attempt={view} finishesElsewhere={onCompleted !== undefined} />;
}
