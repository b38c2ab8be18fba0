/** Daily goal, target IELTS band, target SAT score, exam date and the SRS desired retention, saved with one button. */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { DAILY_GOAL_MAX, type LearnerGoals, type LearnerGoalsUpdate } from "../../../../worker/contract/progress";
import { SAT_TARGET_MAX, SAT_TARGET_MIN, SAT_TARGET_STEP } from "../../../../worker/contract/sat-progress";
import type { VocabularySettings } from "../../../../worker/contract/srs";
import { DESIRED_RETENTION_MAX, DESIRED_RETENTION_MIN } from "../../../../worker/contract/vocabulary-constants";
import { Button } from "../../../components/ui/Button";
import { Loading } from "../../../components/ui/Spinner";
import { TextField } from "../../../components/ui/form-fields";
import { parseTargetSat, useSatProgressTranslation } from "../../sat";
import { liveProgressKey } from "../../progress";
import { useShellTranslation } from "../../shell";
import {
  fetchGoals,
  fetchVocabularySettings,
  goalsQueryKey,
  updateGoals,
  updateVocabularySettings,
  vocabularySettingsQueryKey,
} from "../api";
import { Section } from "../../../components/ui/Section";
import { Select } from "../../../components/ui/Select";

const NO_TARGET = "none";
/** IELTS bands go in half-band steps; targets below 4 are not a goal anyone prepares for. */
const TARGET_BANDS = [4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9].map((band) => band.toFixed(1));

export function GoalsSection({ userId }: { userId: string }) {
  const { t } = useShellTranslation();
  const goals = useQuery({ queryKey: goalsQueryKey(userId), queryFn: fetchGoals });
  const settings = useQuery({ queryKey: vocabularySettingsQueryKey(userId), queryFn: fetchVocabularySettings });
  return (
    <Section title={t("profile.goals.title")} description={t("profile.goals.description")}>
      {(goals.isPending || settings.isPending) && <Loading label={t("profile.loading")} />}
      {(goals.isError || settings.isError) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("profile.loadFailed")}
        </p>
      )}
      {goals.data && settings.data && (
        <GoalsForm
          key={`${goals.data.updated_at}-${settings.data.desiredRetention}`}
          userId={userId}
          goals={goals.data}
          settings={settings.data}
        />
      )}
    </Section>
  );
}

function GoalsForm({ userId, goals, settings }: { userId: string; goals: LearnerGoals; settings: VocabularySettings }) {
  const { t, i18n } = useShellTranslation();
  const { t: tSat } = useSatProgressTranslation();
  const queryClient = useQueryClient();
  const retentionId = useId();
  const [dailyGoal, setDailyGoal] = useState(String(goals.daily_goal));
  const [targetBand, setTargetBand] = useState(goals.target_band === null ? NO_TARGET : goals.target_band.toFixed(1));
  const [targetSat, setTargetSat] = useState(goals.target_sat_score === null ? "" : String(goals.target_sat_score));
  const [examDate, setExamDate] = useState(goals.exam_date ?? "");
  const [retention, setRetention] = useState(settings.desiredRetention);
  const [pending, setPending] = useState(false);

  const goalNumber = Number(dailyGoal);
  const goalInvalid = !Number.isInteger(goalNumber) || goalNumber < 1 || goalNumber > DAILY_GOAL_MAX;
  const satTarget = parseTargetSat(targetSat);
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { style: "percent" }).format(retention);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (goalInvalid || !satTarget.valid) return;
    setPending(true);
    const update: LearnerGoalsUpdate = {
      daily_goal: goalNumber,
      target_band: targetBand === NO_TARGET ? null : Number(targetBand),
      target_sat_score: satTarget.value,
      exam_date: examDate || null,
    };
    try {
      const [savedGoals, savedSettings] = await Promise.all([
        updateGoals(update),
        retention === settings.desiredRetention ? Promise.resolve(settings) : updateVocabularySettings({ desiredRetention: retention }),
      ]);
      queryClient.setQueryData(goalsQueryKey(userId), savedGoals);
      queryClient.setQueryData(vocabularySettingsQueryKey(userId), savedSettings);
      // The target tracker and IELTS Ready read the same goals: show the new target there at once.
      void queryClient.invalidateQueries({ queryKey: liveProgressKey(userId) });
      toast.success(t("profile.goals.saved"));
    } catch (error) {
      console.warn("The study goals could not be saved", error);
      toast.error(t("profile.saveFailed"));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <TextField
        label={t("profile.goals.dailyGoal")}
        name="dailyGoal"
        type="number"
        inputMode="numeric"
        min={1}
        max={DAILY_GOAL_MAX}
        value={dailyGoal}
        onChange={(event) => setDailyGoal(event.target.value)}
        error={goalInvalid ? t("profile.goals.dailyGoalInvalid", { max: DAILY_GOAL_MAX }) : undefined}
      />
      <Select
        stacked
        label={t("profile.goals.targetBand")}
        name="targetBand"
        value={targetBand}
        onChange={setTargetBand}
        options={[{ value: NO_TARGET, label: t("profile.goals.noTarget") }, ...TARGET_BANDS.map((band) => ({ value: band, label: band }))]}
      />
      <TextField
        label={`${tSat("goals.targetSat")} (${tSat("goals.targetSatHint")})`}
        name="targetSatScore"
        type="number"
        inputMode="numeric"
        min={SAT_TARGET_MIN}
        max={SAT_TARGET_MAX}
        step={SAT_TARGET_STEP}
        value={targetSat}
        onChange={(event) => setTargetSat(event.target.value)}
        error={satTarget.valid ? undefined : tSat("goals.targetSatInvalid")}
      />
      <TextField
        label={t("profile.goals.examDate")}
        name="examDate"
        type="date"
        value={examDate}
        onChange={(event) => setExamDate(event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={retentionId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t("profile.goals.retention")}: <output htmlFor={retentionId}>{percent}</output>
        </label>
        <input
          id={retentionId}
          name="retention"
          type="range"
          min={DESIRED_RETENTION_MIN}
          max={DESIRED_RETENTION_MAX}
          step={0.01}
          value={retention}
          aria-valuetext={percent}
          onChange={(event) => setRetention(Number(event.target.value))}
          className="h-10 accent-indigo-600"
        />
        <p className="text-xs text-slate-600 dark:text-slate-400">{t("profile.goals.retentionHint")}</p>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending || goalInvalid || !satTarget.valid}>
          {t("profile.goals.save")}
        </Button>
      </div>
    </form>
  );
}
