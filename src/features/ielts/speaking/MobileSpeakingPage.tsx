import type { ScreenProps } from "../../../app/screen";
import { SpeakingScreen } from "./SpeakingPage";

/** /ielts/speaking on a phone: the same test in one narrow column. */
export default function MobileSpeakingPage(props: ScreenProps) {
  return <SpeakingScreen {...props} compact />;
}
