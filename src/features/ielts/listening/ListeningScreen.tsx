import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Loading } from "../../../components/ui/Spinner";
import { useDocumentTitle } from "../../../lib/document-title";
import { useTestDetail } from "../api";
import { LoadFailed } from "../../../components/ui/LoadFailed";
import { TestPicker } from "../shared/TestPicker";
import { useIeltsTranslation } from "../translations";
import { ListeningResults } from "./ListeningResults";
import { ListeningSession } from "./ListeningSession";

const LISTENING_PATH = "/ielts/listening";
const resultHref = (id: string) => `${LISTENING_PATH}?result=${encodeURIComponent(id)}`;
const testHref = (id: string) => `${LISTENING_PATH}?test=${encodeURIComponent(id)}`;

/** The listening screen by address: the tests, `?test=<id>` taking one, `?result=<id>` its result. */
export function ListeningScreen({ compact }: { compact: boolean }) {
  const { t } = useIeltsTranslation();
  const { t: tPages } = useTranslation("pages");
  const title = tPages("routes.ieltsListening");
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const testId = params.get("test");
  const resultId = params.get("result");
  const test = useTestDetail("listening", resultId ? null : testId);

  if (resultId) return <ListeningResults submissionId={resultId} title={title} testHref={testHref} listHref={LISTENING_PATH} />;
  if (testId && test.isSuccess) return <ListeningSession key={test.data.id} test={test.data} compact={compact} resultHref={resultHref} />;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      {!testId ? (
        <TestPicker section="listening" testHref={testHref} resultHref={resultHref} />
      ) : test.isError ? (
        <LoadFailed error={test.error} onRetry={() => void test.refetch()} />
      ) : (
        <Loading label={t("loadingTest")} />
      )}
    </section>
  );
}
