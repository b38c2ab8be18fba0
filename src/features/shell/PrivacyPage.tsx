import type { ScreenProps } from "../../app/screen";
import { LegalPage } from "./LegalPage";

export default function PrivacyPage(props: ScreenProps) {
  return <LegalPage {...props} kind="privacy" />;
}
