/**
 * Checking as the learner types: a draft that has rested for a moment is sent to the server's grammar
 * and spelling checker (POST /api/ielts/writing/check, off the main thread: the work is the server's), and the
 * errors it finds are marked in the text below the editor with what is wrong and why. Only a newer draft's answer
 * replaces an older one; the band still comes from the submission.
 */
import { useEffect, useId, useState } from "react";
import type { Correction } from "../../../../worker/contract/ielts";
import { LIVE_CHECK_MAX_CHARS } from "../../../../worker/contract/ielts";
import { AnnotatedText } from "../shared/evaluation/AnnotatedText";
import { checkDraft } from "../api";
import { useIeltsTasksTranslation } from "../task-translations";

/** How long typing must pause before the draft is checked. */
export const LIVE_CHECK_DELAY_MS = 800;
/** Shorter drafts have nothing to check yet. */
const MIN_WORDS = 3;

type Checked = { text: string; corrections: Correction[] };

/** The last draft the server checked, `delay` ms after the learner stopped typing; null before the first answer. */
export function useLiveCheck(text: string, prompt: string, delay = LIVE_CHECK_DELAY_MS): Checked | null {
  const [checked, setChecked] = useState<Checked | null>(null);
  useEffect(() => {
    if (text.trim().split(/\s+/).length < MIN_WORDS || text.length > LIVE_CHECK_MAX_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkDraft({ text, prompt: prompt.slice(0, 4000) }, controller.signal)
        .then(({ corrections }) => setChecked({ text, corrections }))
        // Offline or refused: the marks of the last check stay until the next one; submitting still works.
        .catch(() => undefined);
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, prompt, delay]);
  return checked;
}

export function LiveCheck({ text, prompt }: { text: string; prompt: string }) {
  const { t } = useIeltsTasksTranslation();
  const checked = useLiveCheck(text, prompt);
  const titleId = useId();
  if (!checked || !text.trim()) return null;
  const current = checked.text === text;
  return (
    <section aria-labelledby={titleId} className="space-y-2" data-testid="live-check">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t("writing.liveCheck.title")}
      </h3>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {checked.corrections.length === 0
          ? t("writing.liveCheck.none")
          : t("writing.liveCheck.found", { count: checked.corrections.length })}
        {!current && ` ${t("writing.liveCheck.stale")}`}
      </p>
      {checked.corrections.length > 0 && <AnnotatedText text={checked.text} corrections={checked.corrections} />}
    </section>
  );
}
