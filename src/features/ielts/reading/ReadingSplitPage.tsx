import type { ScreenProps } from "../../../app/screen";
import { ReadingScreen } from "./ReadingScreen";

/** /ielts/reading-split: passage and questions side by side, each scrolling on its own. */
export default function ReadingSplitPage(_props: ScreenProps) {
  return <ReadingScreen titleKey="ieltsReadingSplit" layout="split" />;
}
