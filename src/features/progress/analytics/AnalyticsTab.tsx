/** Analytics (spec §2): six views of the learner's data, each chart with its text alternative. Loads recharts. */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  ComposedChart,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AnalyticsResponse } from "../../../../worker/contract/progress";
import { Card } from "../../../components/ui/Card";
import { Loading } from "../../../components/ui/Spinner";
import { LoadError } from "../LoadError";
import { MilestoneList } from "../overview/MilestoneList";
import { formatDay, skillLabel } from "../format";
import { useAnalytics } from "../api";
import { useProgressTranslation } from "../translations";
import { ChartFigure, DataTable } from "./ChartFigure";
import { SatSkillsCard } from "../../sat";
import {
  dailyActivityText,
  hourText,
  masteryText,
  proficiencyText,
  sessionsTable,
  skillScoresText,
  timeDistributionText,
} from "./chart-text";

const MASTERY_COLOURS = { new: "#94a3b8", learning: "#f59e0b", review: "#6366f1", relearning: "#ef4444", mastered: "#10b981" } as const;
const PRIMARY = "#6366f1";
const SECONDARY = "#10b981";
const axis = { stroke: "currentColor", tick: { fill: "currentColor" }, fontSize: 12 } as const;
const grid = <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />;
const tooltip = (
  <Tooltip
    contentStyle={{ background: "#0f172a", border: "none", borderRadius: 8, color: "white" }}
    itemStyle={{ color: "white" }}
    labelStyle={{ color: "white" }}
    cursor={{ fill: "currentColor", fillOpacity: 0.08 }}
  />
);

export default function AnalyticsTab({ compact }: { compact: boolean }) {
  const { t } = useProgressTranslation();
  const analytics = useAnalytics();
  if (analytics.isError) return <LoadError onRetry={() => void analytics.refetch()} />;
  if (!analytics.data) return <Loading label={t("loading")} />;
  return <AnalyticsCharts analytics={analytics.data} compact={compact} />;
}

/** Charts grow into place unless the learner asked the system for less motion. */
const animate = () => typeof matchMedia !== "function" || !matchMedia("(prefers-reduced-motion: reduce)").matches;

function AnalyticsCharts({ analytics: a, compact }: { analytics: AnalyticsResponse; compact: boolean }) {
  const { t, i18n } = useProgressTranslation();
  const motion = animate();
  const lang = i18n.language;
  const skillName = (skill: Parameters<typeof skillLabel>[1]) => skillLabel(t, skill);
  const mastery = a.vocabulary_mastery.states
    .filter((s) => s.count > 0)
    .map((s) => ({ ...s, name: t(`analytics.mastery.states.${s.state}`) }));
  const daily = a.daily_activity.map((d) => ({ ...d, label: formatDay(d.day, lang, { month: "short", day: "numeric" }) }));
  const scores = a.skill_scores.map((s) => ({ ...s, name: skillName(s.skill), average: Math.round(s.average) }));
  const proficiency = a.skill_proficiency.map((s) => ({ ...s, name: skillName(s.skill), proficiency: Math.round(s.proficiency) }));
  const bySkill = a.time_distribution.by_skill.map((s) => ({ ...s, name: skillName(s.skill) }));
  const byHour = a.time_distribution.by_hour.map((count, hour) => ({ hour: String(hour).padStart(2, "0"), count }));
  const sessions = sessionsTable(a, t, lang);

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t("analytics.range", { days: a.range_days, from: formatDay(a.from_day, lang), to: formatDay(a.to_day, lang) })}
      </p>
      <div className={compact ? "space-y-6" : "grid gap-6 lg:grid-cols-2"}>
        <ChartFigure title={t("analytics.mastery.title")} text={masteryText(a, t, lang)} empty={a.vocabulary_mastery.total === 0}>
          <ResponsiveContainer>
            <PieChart accessibilityLayer={false}>
              <Pie
                isAnimationActive={motion}
                data={mastery}
                dataKey="count"
                nameKey="name"
                innerRadius="50%"
                outerRadius="80%"
                paddingAngle={2}
                label={!compact}
              >
                {mastery.map((s) => (
                  <Cell key={s.state} fill={MASTERY_COLOURS[s.state]} />
                ))}
              </Pie>
              {tooltip}
            </PieChart>
          </ResponsiveContainer>
        </ChartFigure>

        <ChartFigure
          title={t("analytics.skillScores.title", { days: a.range_days })}
          text={skillScoresText(a, t, lang)}
          empty={scores.length === 0}
        >
          <ResponsiveContainer>
            <BarChart data={scores} accessibilityLayer={false}>
              {grid}
              <XAxis
                dataKey="name"
                {...axis}
                interval={0}
                angle={compact ? -30 : 0}
                textAnchor={compact ? "end" : "middle"}
                height={compact ? 60 : 30}
              />
              <YAxis domain={[0, 100]} {...axis} width={32} />
              {tooltip}
              <Bar
                isAnimationActive={motion}
                dataKey="average"
                name={t("analytics.columns.average")}
                fill={PRIMARY}
                radius={[4, 4, 0, 0]}
                maxBarSize={48}
              />
            </BarChart>
          </ResponsiveContainer>
        </ChartFigure>

        <ChartFigure title={t("analytics.daily.title")} text={dailyActivityText(a, t, lang)} empty={daily.every((d) => d.activities === 0)}>
          <ResponsiveContainer>
            <ComposedChart data={daily} accessibilityLayer={false}>
              {grid}
              <XAxis dataKey="label" {...axis} interval={compact ? 3 : 1} />
              <YAxis yAxisId="count" allowDecimals={false} {...axis} width={28} />
              <YAxis yAxisId="minutes" orientation="right" {...axis} width={32} />
              {tooltip}
              <Bar
                isAnimationActive={motion}
                yAxisId="count"
                dataKey="activities"
                name={t("analytics.columns.activities")}
                fill={PRIMARY}
                radius={[4, 4, 0, 0]}
                maxBarSize={24}
              />
              <Line
                isAnimationActive={motion}
                yAxisId="minutes"
                dataKey="minutes"
                name={t("analytics.columns.minutes")}
                stroke={SECONDARY}
                strokeWidth={2}
                dot={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </ChartFigure>

        <ChartFigure title={t("analytics.proficiency.title")} text={proficiencyText(a, t, lang)} empty={proficiency.length === 0}>
          <ResponsiveContainer>
            {proficiency.length >= 3 ? (
              <RadarChart data={proficiency} outerRadius="70%" accessibilityLayer={false}>
                <PolarGrid stroke="currentColor" strokeOpacity={0.2} />
                <PolarAngleAxis dataKey="name" tick={{ fill: "currentColor", fontSize: 11 }} />
                <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
                <Radar
                  isAnimationActive={motion}
                  dataKey="proficiency"
                  name={t("analytics.columns.proficiency")}
                  stroke={PRIMARY}
                  fill={PRIMARY}
                  fillOpacity={0.35}
                />
                {tooltip}
              </RadarChart>
            ) : (
              <BarChart data={proficiency} layout="vertical" accessibilityLayer={false}>
                <XAxis type="number" domain={[0, 100]} {...axis} />
                <YAxis type="category" dataKey="name" {...axis} width={110} />
                {tooltip}
                <Bar
                  isAnimationActive={motion}
                  dataKey="proficiency"
                  name={t("analytics.columns.proficiency")}
                  fill={PRIMARY}
                  radius={[0, 4, 4, 0]}
                  maxBarSize={32}
                />
              </BarChart>
            )}
          </ResponsiveContainer>
        </ChartFigure>

        <ChartFigure title={t("analytics.time.title")} text={timeDistributionText(a, t, lang)} empty={bySkill.length === 0}>
          <ResponsiveContainer>
            <BarChart data={bySkill} layout="vertical" accessibilityLayer={false}>
              <XAxis type="number" {...axis} />
              <YAxis type="category" dataKey="name" {...axis} width={110} />
              {tooltip}
              <Bar
                isAnimationActive={motion}
                dataKey="minutes"
                name={t("analytics.columns.minutes")}
                fill={SECONDARY}
                radius={[0, 4, 4, 0]}
                maxBarSize={20}
              />
              <Bar
                isAnimationActive={motion}
                dataKey="activities"
                name={t("analytics.columns.activities")}
                fill={PRIMARY}
                radius={[0, 4, 4, 0]}
                maxBarSize={20}
              />
            </BarChart>
          </ResponsiveContainer>
        </ChartFigure>

        <ChartFigure title={t("analytics.hours.title")} text={hourText(a, t, lang)} empty={byHour.every((h) => h.count === 0)}>
          <ResponsiveContainer>
            <BarChart data={byHour} accessibilityLayer={false}>
              {grid}
              <XAxis dataKey="hour" {...axis} interval={compact ? 5 : 2} />
              <YAxis allowDecimals={false} {...axis} width={28} />
              {tooltip}
              <Bar
                isAnimationActive={motion}
                dataKey="count"
                name={t("analytics.columns.activities")}
                fill={PRIMARY}
                radius={[4, 4, 0, 0]}
              />
            </BarChart>
          </ResponsiveContainer>
        </ChartFigure>
      </div>

      <SatSkillsCard skills={a.sat_skills} />

      <Card>
        <h3 className="font-semibold text-slate-900 dark:text-white">{t("analytics.sessions.title")}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{timeDistributionText(a, t, lang).description}</p>
        {sessions.rows.length > 0 && (
          <DataTable caption={t("analytics.sessions.title")} table={{ ...sessions, rows: sessions.rows.slice(0, 10) }} />
        )}
      </Card>

      <Card>
        <h3 className="font-semibold text-slate-900 dark:text-white">{t("analytics.milestones")}</h3>
        <MilestoneList milestones={a.milestones} />
      </Card>
    </div>
  );
}
