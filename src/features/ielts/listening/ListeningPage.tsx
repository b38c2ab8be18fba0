import type { ScreenProps } from "../../../app/screen";
import { ListeningScreen } from "./ListeningScreen";

/** /ielts/listening on a computer. */
export default function ListeningPage(_props: ScreenProps) {
  return <ListeningScreen compact={false} />;
}
