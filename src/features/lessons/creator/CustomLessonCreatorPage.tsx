/**
 * /custom-lesson-creator (teachers): topic, level (CEFR or an IELTS band), skills and length
 * make a draft lesson on the server, which opens in the lesson builder. A draft made offline (no AI
 * model configured) says so first, with the link to the builder. One responsive layout for desktop and phone.
 */
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  DRAFT_LENGTHS,
  DRAFT_LEVELS,
  DRAFT_SKILLS,
  LESSON_DRAFT_ERROR_CODES,
  type DraftLength,
  type DraftLevel,
  type DraftSkill,
  type LessonDraftResponse,
} from "../../../../worker/contract/lesson-drafts";
import type { ScreenProps } from "../../../app/screen";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { Select } from "../../../components/ui/Select";
import { ApiRequestError } from "../../../lib/api";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { isTeacher } from "../../../lib/auth/role";
import { PracticePage } from "../../practice";
import { NotATeacher } from "../../teaching";
import { TextField } from "../../../components/ui/form-fields";
import { builderPath, createLessonDraft } from "./api";
import { useLessonCreatorTranslation } from "./translations";

export default function CustomLessonCreatorPage({ titleKey }: ScreenProps) {
  const { t } = useLessonCreatorTranslation();
  const { user } = useAuth();
  return (
    <PracticePage titleKey={titleKey} intro={t("creator.intro")}>
      {isTeacher(user) ? <CreatorForm /> : <NotATeacher message={t("creator.teachersOnly")} openProfile={t("creator.openProfile")} />}
    </PracticePage>
  );
}

function errorText(error: unknown, t: ReturnType<typeof useLessonCreatorTranslation>["t"]): string {
  const code = error instanceof ApiRequestError ? error.code : null;
  if (code === LESSON_DRAFT_ERROR_CODES.invalidModelOutput) return t("creator.error.invalid");
  if (code === LESSON_DRAFT_ERROR_CODES.notEnoughWords) return t("creator.error.notEnoughWords");
  if (code === "token_limit_exceeded") return t("creator.error.tokenLimit");
  return t("creator.error.generic");
}

function CreatorForm() {
  const { t } = useLessonCreatorTranslation();
  const navigate = useNavigate();
  const formId = useId();
  const [topic, setTopic] = useState("");
  const [level, setLevel] = useState<DraftLevel>("B1");
  const [skills, setSkills] = useState<readonly DraftSkill[]>(["vocabulary", "reading"]);
  const [length, setLength] = useState<DraftLength>("medium");
  const [tried, setTried] = useState(false);
  const [offlineDraft, setOfflineDraft] = useState<LessonDraftResponse | null>(null);
  const openLink = useRef<HTMLAnchorElement>(null);

  const create = useMutation({
    mutationFn: () => createLessonDraft({ topic: topic.trim(), level, skills: [...skills], length }),
    // Each try is a model call paid from the AI budget: the teacher decides whether to try again.
    retry: false,
    onSuccess: (draft) => {
      if (draft.method === "ai") void navigate(builderPath(draft.lesson_id));
      else setOfflineDraft(draft);
    },
  });
  useEffect(() => {
    if (offlineDraft) openLink.current?.focus();
  }, [offlineDraft]);

  const topicError = tried && topic.trim().length < 2 ? t("creator.topicTooShort") : undefined;
  const skillsError = tried && skills.length === 0;
  const levelLabel = (value: DraftLevel) =>
    value.startsWith("ielts_") ? t("creator.bandGroup", { band: value.slice("ielts_".length) }) : t("creator.cefrGroup", { level: value });
  const toggleSkill = (skill: DraftSkill, on: boolean) =>
    setSkills((current) => (on ? DRAFT_SKILLS.filter((s) => s === skill || current.includes(s)) : current.filter((s) => s !== skill)));

  if (offlineDraft)
    return (
      <Card>
        <div role="status" className="flex flex-col items-start gap-3" data-testid="draft-ready">
          <p className="font-semibold break-words text-slate-900 dark:text-white">{t("creator.ready", { title: offlineDraft.title })}</p>
          <p className="text-slate-700 dark:text-slate-200">{t("creator.offlineMade")}</p>
          <Link ref={openLink} to={builderPath(offlineDraft.lesson_id)} className={buttonClasses({ size: "lg" })}>
            {t("creator.openBuilder")}
          </Link>
        </div>
      </Card>
    );

  return (
    <Card>
      <form
        aria-labelledby={`${formId}-title`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (topic.trim().length >= 2 && skills.length > 0 && !create.isPending) create.mutate();
        }}
        className="flex flex-col gap-6"
      >
        <h2 id={`${formId}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("creator.formTitle")}
        </h2>
        <TextField
          label={t("creator.topic")}
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
          maxLength={80}
          required
          placeholder={t("creator.topicHint")}
          error={topicError}
        />
        <Select
          label={t("creator.level")}
          value={level}
          options={DRAFT_LEVELS.map((value) => ({ value, label: levelLabel(value) }))}
          onChange={setLevel}
          className="flex-wrap"
        />
        <fieldset aria-describedby={skillsError ? `${formId}-skills-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t("creator.skills")}</legend>
          <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
            {DRAFT_SKILLS.map((skill) => (
              <label key={skill} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
                <input
                  type="checkbox"
                  checked={skills.includes(skill)}
                  onChange={(event) => toggleSkill(skill, event.target.checked)}
                  className={classNames("size-4 accent-indigo-600", focusRing)}
                />
                {t(`creator.skillNames.${skill}`)}
              </label>
            ))}
          </div>
          {skillsError && (
            <p id={`${formId}-skills-error`} className="mt-2 text-sm text-red-700 dark:text-red-300">
              {t("creator.pickSkill")}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t("creator.length")}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {DRAFT_LENGTHS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
                <input
                  type="radio"
                  name={`${formId}-length`}
                  value={value}
                  checked={length === value}
                  onChange={() => setLength(value)}
                  className={classNames("size-4 accent-indigo-600", focusRing)}
                />
                {t(`creator.lengths.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {create.isError && (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 dark:border-red-700 dark:bg-red-950">
            <p className="font-semibold text-red-900 dark:text-red-100">{t("creator.error.title")}</p>
            <p className="text-red-900 dark:text-red-100">{errorText(create.error, t)}</p>
          </div>
        )}
        <Button type="submit" size="lg" disabled={create.isPending} className="self-start">
          {create.isPending ? t("creator.creating") : t("creator.create")}
        </Button>
      </form>
    </Card>
  );
}
