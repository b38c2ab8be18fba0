import type { ScreenProps } from "../../app/screen";
import { ProfileSettings } from "./ProfileSettings";

export default function MobileProfilePage(props: ScreenProps) {
  return <ProfileSettings {...props} variant="mobile" />;
}
