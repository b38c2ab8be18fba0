import type { ScreenProps } from "../../../app/screen";
import { ReadingScreen } from "./ReadingScreen";

/** /ielts/reading on a computer: one passage at a time with its questions below. */
export default function ReadingPage(_props: ScreenProps) {
  return <ReadingScreen titleKey="ieltsReading" layout="stacked" />;
}
