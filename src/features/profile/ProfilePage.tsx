import type { ScreenProps } from "../../app/screen";
import { ProfileSettings } from "./ProfileSettings";

export default function ProfilePage(props: ScreenProps) {
  return <ProfileSettings {...props} variant="desktop" />;
}
