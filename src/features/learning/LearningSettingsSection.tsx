/**
 * The profile's review settings that learn from the learner: automatic mistake cards, and the FSRS
 * parameters fitted to their own review log once they have enough reviews, with how much better the
 * fitted ones predicted their recall.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { FsrsOptimisation, FsrsParameters } from "../../../worker/contract/srs";
import { ApiRequestError } from "../../lib/api";
import { Button } from "../../components/ui/Button";
import { Loading, Spinner } from "../../components/ui/Spinner";
import { Switch } from "../../components/ui/Switch";
import { Section } from "../../components/ui/Section";
import { fetchFsrsParameters, fetchMistakeSettings, learningKeys, optimiseFsrsParameters, updateMistakeSettings } from "./api";
import { useLearningTranslation } from "./translations";

export function LearningSettingsSection({ userId }: { userId: string }) {
  const { t } = useLearningTranslation();
  const queryClient = useQueryClient();
  const mistakes = useQuery({ queryKey: learningKeys.settings(userId), queryFn: fetchMistakeSettings });
  const fsrs = useQuery({ queryKey: learningKeys.fsrs(userId), queryFn: fetchFsrsParameters });
  const automatic = useMutation({
    mutationFn: updateMistakeSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(learningKeys.settings(userId), saved);
      toast.success(t("settings.automaticSaved"));
    },
    onError: () => toast.error(t("settings.saveFailed")),
  });
  return (
    <Section title={t("settings.title")} description={t("settings.description")}>
      {(mistakes.isPending || fsrs.isPending) && <Loading label={t("settings.loading")} />}
      {(mistakes.isError || fsrs.isError) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("settings.loadFailed")}
        </p>
      )}
      {mistakes.data && (
        <Switch
          label={t("settings.automatic")}
          checked={automatic.isPending ? automatic.variables : mistakes.data.automatic}
          disabled={automatic.isPending}
          onChange={(checked) => automatic.mutate(checked)}
        />
      )}
      {fsrs.data && <FsrsParametersPanel userId={userId} parameters={fsrs.data} />}
    </Section>
  );
}

function FsrsParametersPanel({ userId, parameters }: { userId: string; parameters: FsrsParameters }) {
  const { t, i18n } = useLearningTranslation();
  const queryClient = useQueryClient();
  const optimise = useMutation({
    mutationFn: optimiseFsrsParameters,
    onSuccess: (saved) => queryClient.setQueryData(learningKeys.fsrs(userId), saved),
    // A refusal (too few reviews since the page loaded) says why; only a failure of the server or the network is worth a retry.
    onError: (error) => toast.error(error instanceof ApiRequestError && error.status < 500 ? error.message : t("settings.optimiseFailed")),
  });
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const enough = parameters.spacedReviews >= parameters.minReviews;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-700" data-testid="fsrs-parameters">
      <h3 className="font-semibold text-slate-900 dark:text-white">{t("settings.parametersTitle")}</h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {parameters.personalised ? t("settings.parametersPersonal") : t("settings.parametersDefault")}{" "}
        {enough
          ? t("settings.reviewCountEnough", { count: parameters.spacedReviews })
          : t("settings.reviewCount", { count: parameters.spacedReviews, minimum: number.format(parameters.minReviews) })}
      </p>
      {!enough && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("settings.spacedOnly", { count: parameters.reviewCount })}</p>
      )}
      {parameters.optimisation && <OptimisationResult optimisation={parameters.optimisation} />}
      <div>
        <Button variant="secondary" onClick={() => optimise.mutate()} disabled={!enough || optimise.isPending}>
          {optimise.isPending && <Spinner className="size-4" />}
          {optimise.isPending ? t("settings.optimising") : t("settings.optimise")}
        </Button>
      </div>
    </div>
  );
}

function OptimisationResult({ optimisation }: { optimisation: FsrsOptimisation }) {
  const { t, i18n } = useLearningTranslation();
  const decimal = new Intl.NumberFormat(i18n.resolvedLanguage, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: "medium" }).format(new Date(optimisation.optimisedAt));
  const rows = [
    { label: t("settings.logLoss"), before: decimal.format(optimisation.logLossBefore), after: decimal.format(optimisation.logLossAfter) },
    { label: t("settings.rmse"), before: percent.format(optimisation.rmseBefore), after: percent.format(optimisation.rmseAfter) },
  ];
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left text-slate-700 dark:text-slate-300">
          {t("settings.resultTitle", { count: optimisation.predictions })}
        </caption>
        <thead>
          <tr className="text-slate-600 dark:text-slate-400">
            <td />
            <th scope="col" className="px-2 font-medium">
              {t("settings.before")}
            </th>
            <th scope="col" className="px-2 font-medium">
              {t("settings.after")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-slate-200 dark:border-slate-700">
              <th scope="row" className="py-1.5 pr-2 font-medium text-slate-800 dark:text-slate-200">
                {row.label}
              </th>
              <td className="px-2 tabular-nums">{row.before}</td>
              <td className="px-2 tabular-nums">{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {optimisation.adopted ? t("settings.adopted") : t("settings.notAdopted")} {t("settings.optimisedAt", { date })}
      </p>
    </div>
  );
}
