import type { ScreenProps } from "../../../app/screen";
import { AchievementsView } from "./AchievementsView";

export default function AchievementsPage(props: ScreenProps) {
  return <AchievementsView {...props} compact={false} />;
}
