import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Loading } from "../../../components/ui/Spinner";
import { useDocumentTitle } from "../../../lib/document-title";
import { useTestDetail } from "../api";
import { LoadFailed } from "../../../components/ui/LoadFailed";
import { TestPicker } from "../shared/TestPicker";
import { useIeltsTranslation } from "../translations";
import { ReadingResults } from "./ReadingResults";
import { ReadingSession, type ReadingLayout } from "./ReadingSession";

type ReadingScreenProps = { titleKey: "ieltsReading" | "ieltsReadingSplit"; layout: ReadingLayout };

const READING_PATH = "/ielts/reading";
const SPLIT_PATH = "/ielts/reading-split";

/**
 * The reading screen's three states by address, so a reload lands where the learner was:
 * the list of tests, `?test=<id>` taking a test, `?result=<submission id>` its result.
 */
export function ReadingScreen({ titleKey, layout }: ReadingScreenProps) {
  const { t: tPages } = useTranslation("pages");
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const testId = params.get("test");
  const resultId = params.get("result");
  const path = layout === "split" ? SPLIT_PATH : READING_PATH;
  const resultHref = (id: string) => `${path}?result=${encodeURIComponent(id)}`;
  const testHref = (id: string) => `${path}?test=${encodeURIComponent(id)}`;

  if (resultId) return <ReadingResults submissionId={resultId} title={title} testHref={testHref} listHref={path} />;
  if (testId) {
    const otherLayoutHref =
      layout === "tabs" ? null : `${layout === "split" ? READING_PATH : SPLIT_PATH}?test=${encodeURIComponent(testId)}`;
    return (
      <ReadingTest
        testId={testId}
        layout={layout}
        titleKey={titleKey}
        title={title}
        resultHref={resultHref}
        otherLayoutHref={otherLayoutHref}
      />
    );
  }
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <TestPicker section="reading" testHref={testHref} resultHref={resultHref} />
    </section>
  );
}

function ReadingTest({
  testId,
  title,
  ...session
}: { testId: string; title: string } & Omit<Parameters<typeof ReadingSession>[0], "test">) {
  const { t } = useIeltsTranslation();
  const test = useTestDetail("reading", testId);
  if (test.isSuccess) return <ReadingSession key={test.data.id} test={test.data} {...session} />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      {test.isError ? <LoadFailed error={test.error} onRetry={() => void test.refetch()} /> : <Loading label={t("loadingTest")} />}
    </section>
  );
}
