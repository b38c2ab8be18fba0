/**
 * The first-visit tutorial (spec §2, §4): eight steps in a panel that stays out of the way, so the
 * learner can follow an interactive step's link and try the screen while the tutorial waits.
 * A non-modal dialog: it takes the keyboard focus when it appears (unless the person is typing
 * somewhere), and Escape closes it.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import {
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEPS,
  type CustomizationUpdate,
  type OnboardingStepId,
} from "../../../worker/contract/customization";
import { Button, buttonClasses } from "../../components/ui/Button";
import { classNames, focusRing } from "../../components/ui/class-names";
import { useDeviceVariant } from "../../lib/device";
import { useShellTranslation } from "../shell";
import { customizationQueryKey, fetchCustomization, saveCustomization } from "./api";
import { isInteractive, STEP_ICONS, STEP_ROUTES } from "./tutorial-steps";
import { applyTutorialAction, LAST_STEP, tutorialStart, type TutorialAction } from "./tutorial-rules";
import { CloseIcon } from "../../components/icons";

type Position = { step: number; completedSteps: OnboardingStepId[] };

export default function OnboardingTutorial({ userId }: { userId: string }) {
  // A failed status check shows the tutorial from step 0 at once (spec §4), so no retries here.
  const status = useQuery({ queryKey: customizationQueryKey(userId), queryFn: fetchCustomization, retry: false, staleTime: Infinity });
  const [closed, setClosed] = useState(false);
  if (status.isPending || closed) return null;
  const start = tutorialStart(status.isError ? { ok: false } : { ok: true, settings: status.data });
  if (!start.show) return null;
  return <TutorialPanel userId={userId} start={start} onHide={() => setClosed(true)} />;
}

function TutorialPanel({ userId, start, onHide }: { userId: string; start: Position; onHide: () => void }) {
  const { t } = useShellTranslation();
  const queryClient = useQueryClient();
  const isMobile = useDeviceVariant() === "mobile";
  const [position, setPosition] = useState<Position>(start);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    // Someone typing into a field keeps their focus; everyone else lands in the tutorial.
    if (document.activeElement === document.body || document.activeElement === null) panel.current?.focus();
  }, []);

  /** Saves in the order the buttons were pressed, so a slow save never overwrites a later one. */
  const save = (update: CustomizationUpdate, ending: boolean) => {
    saving.current = saving.current
      .then(() => saveCustomization(update))
      .then(
        (saved) => queryClient.setQueryData(customizationQueryKey(userId), saved),
        (error: unknown) => {
          console.warn("The tutorial progress could not be saved", error);
          if (ending) toast.error(t("onboarding.saveFailed"));
        },
      );
  };

  const act = (action: TutorialAction) => {
    const outcome = applyTutorialAction(action, position.step, position.completedSteps);
    if (outcome.save) save(outcome.save, outcome.step === null);
    if (outcome.step === null) {
      onHide();
      return;
    }
    setPosition({ step: outcome.step, completedSteps: outcome.save?.completedSteps ?? position.completedSteps });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    act("close");
  };

  const stepId = ONBOARDING_STEPS[position.step]!;
  const isLast = position.step === LAST_STEP;
  const current = position.step + 1;

  return (
    <section
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="onboarding-tutorial"
      className={classNames(
        "fixed z-40 rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl dark:border-slate-700 dark:bg-slate-900",
        isMobile ? "inset-x-2 bottom-20" : "bottom-6 left-6 w-[26rem] max-w-[calc(100vw-3rem)]",
        focusRing,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">
          {t("onboarding.stepOf", { current, total: ONBOARDING_STEP_COUNT })}
        </p>
        <button
          type="button"
          onClick={() => act("close")}
          aria-label={t("onboarding.close")}
          className={classNames(
            "-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200",
            focusRing,
          )}
        >
          <CloseIcon />
        </button>
      </div>
      <div
        role="progressbar"
        aria-label={t("onboarding.progress")}
        aria-valuemin={1}
        aria-valuemax={ONBOARDING_STEP_COUNT}
        aria-valuenow={current}
        aria-valuetext={t("onboarding.stepOf", { current, total: ONBOARDING_STEP_COUNT })}
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400"
          style={{ width: `${(current / ONBOARDING_STEP_COUNT) * 100}%` }}
        />
      </div>

      <div className="mt-4 flex gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinecap="round"
            strokeLinejoin="round"
            className="size-6"
          >
            <path d={STEP_ICONS[stepId]} />
          </svg>
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t(`onboarding.steps.${stepId}.title`)}
          </h2>
          <p id={bodyId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t(`onboarding.steps.${stepId}.body`)}
          </p>
        </div>
      </div>

      {isInteractive(stepId) && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 px-3 py-2 dark:bg-amber-950/60">
          <p className="text-sm font-medium text-amber-900 dark:text-amber-100">{t("onboarding.tryIt")}</p>
          <Link to={STEP_ROUTES[stepId]} className={buttonClasses({ variant: "secondary", size: "sm" })}>
            {t(`onboarding.steps.${stepId}.action`)}
          </Link>
        </div>
      )}

      <div className="mt-5 flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={() => act("skip")}>
          {t("onboarding.skip")}
        </Button>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => act("back")} disabled={position.step === 0}>
            {t("onboarding.back")}
          </Button>
          <Button size="sm" onClick={() => act(isLast ? "finish" : "next")}>
            {isLast ? t("onboarding.finish") : t("onboarding.next")}
          </Button>
        </div>
      </div>
    </section>
  );
}
