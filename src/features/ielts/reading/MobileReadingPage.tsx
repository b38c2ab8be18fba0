import type { ScreenProps } from "../../../app/screen";
import { ReadingScreen } from "./ReadingScreen";

/** /ielts/reading on a phone: Passage and Questions tabs. */
export default function MobileReadingPage(_props: ScreenProps) {
  return <ReadingScreen titleKey="ieltsReading" layout="tabs" />;
}
