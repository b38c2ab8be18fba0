/**
 * After the conversation: the words the tutor corrected and words to learn, each added to the
 * dictionary with one click (then one more opens it there). Says whether the AI or the offline check made it.
 */
import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "../../components/ui/Button";
import { Loading } from "../../components/ui/Spinner";
import { createWord } from "../dictionary";
import { OfflineNote } from "../../components/ui/OfflineNote";
import { useVoiceTranslation } from "./translations";
import type { VoiceConversation } from "./use-voice-conversation";

function AddToDictionary({ word }: { word: string }) {
  const { t } = useVoiceTranslation();
  const add = useMutation({ mutationFn: () => createWord({ word }), retry: false });
  if (add.isSuccess) {
    return (
      <span className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-emerald-800 dark:text-emerald-300">{t("feedback.added")}</span>
        <Link to={`/dictionary?q=${encodeURIComponent(word)}`} className="text-indigo-700 underline dark:text-indigo-300">
          {t("feedback.openDictionary", { word })}
        </Link>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" onClick={() => add.mutate()} disabled={add.isPending}>
        {t("feedback.add", { word })}
      </Button>
      {add.isError && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("feedback.addFailed", { word })}
        </span>
      )}
    </span>
  );
}

export function FeedbackCard({ conversation }: { conversation: VoiceConversation }) {
  const { t } = useVoiceTranslation();
  const { feedback } = conversation;
  if (feedback.isPending) return <Loading label={t("feedback.loading")} />;
  if (feedback.isError || !feedback.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t("feedback.failed")}
        </p>
        <Button onClick={conversation.finish}>{t("feedback.retry")}</Button>
      </div>
    );
  }
  const { method, corrections, vocabulary } = feedback.data;
  return (
    <section aria-labelledby="voice-feedback-title" className="flex flex-col gap-4">
      <h2 id="voice-feedback-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("feedback.title")}
      </h2>
      {method === "model" ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("feedback.byModel")}</p>
      ) : (
        <OfflineNote label={t("offlineMode")} hint={t("feedback.offline")} className="self-start" />
      )}
      {method === "offline" && <p className="text-sm text-slate-600 dark:text-slate-300">{t("feedback.offline")}</p>}
      <div>
        <h3 className="font-medium text-slate-900 dark:text-white">{t("feedback.corrections")}</h3>
        {corrections.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("feedback.noCorrections")}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-3">
            {corrections.map((correction) => (
              <li key={correction.word} className="flex flex-col gap-1 break-words">
                <span lang="en" className="text-sm">
                  <del className="text-red-700 dark:text-red-300">{correction.said}</del> →{" "}
                  <ins className="font-medium text-emerald-800 no-underline dark:text-emerald-300">{correction.better}</ins>
                </span>
                <AddToDictionary word={correction.word} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-medium text-slate-900 dark:text-white">{t("feedback.vocabulary")}</h3>
        {vocabulary.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("feedback.noVocabulary")}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-3">
            {vocabulary.map((item) => (
              <li key={item.word} className="flex flex-col gap-1 break-words">
                <span lang="en" className="text-sm">
                  <span className="font-semibold text-slate-900 dark:text-white">{item.word}</span>
                  {item.meaning && <span className="text-slate-700 dark:text-slate-300"> — {item.meaning}</span>}
                </span>
                <AddToDictionary word={item.word} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button className="self-start" onClick={conversation.reset}>
        {t("newConversation")}
      </Button>
    </section>
  );
}
