import type { ScreenProps } from "../../../app/screen";
import { ListeningScreen } from "./ListeningScreen";

/** /ielts/listening on a phone: the navigator folds into a dialog above the tab bar. */
export default function MobileListeningPage(_props: ScreenProps) {
  return <ListeningScreen compact />;
}
