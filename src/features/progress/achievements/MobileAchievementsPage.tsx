import type { ScreenProps } from "../../../app/screen";
import { AchievementsView } from "./AchievementsView";

export default function MobileAchievementsPage(props: ScreenProps) {
  return <AchievementsView {...props} compact />;
}
