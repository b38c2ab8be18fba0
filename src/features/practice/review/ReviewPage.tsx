import type { ScreenProps } from "../../../app/screen";
import { PracticePage } from "../shared/PracticePage";
import ReviewSession from "./ReviewSession";
import { usePracticeTranslation } from "../translations";

/** /review: the SRS review session on a page of its own. */
export default function ReviewPage({ titleKey }: ScreenProps) {
  const { t } = usePracticeTranslation();
  return (
    <PracticePage titleKey={titleKey} intro={t("review.intro")}>
      <ReviewSession />
    </PracticePage>
  );
}
