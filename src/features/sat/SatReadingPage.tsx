import type { ScreenProps } from "../../app/screen";
import { SatSectionScreen } from "./SatSectionScreen";

/** /sat/reading: the Reading and Writing section. */
export default function SatReadingPage(_props: ScreenProps) {
  return <SatSectionScreen section="reading_writing" titleKey="satReading" />;
}
