import type { ScreenProps } from "../../app/screen";
import { ProgressView } from "./ProgressView";

export default function ProgressPage(props: ScreenProps) {
  return <ProgressView {...props} compact={false} />;
}
