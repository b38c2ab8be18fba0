import type { ScreenProps } from "../../app/screen";
import { ProgressView } from "./ProgressView";

export default function MobileProgressPage(props: ScreenProps) {
  return <ProgressView {...props} compact />;
}
