import type { ScreenProps } from "../../app/screen";
import { LegalPage } from "./LegalPage";

export default function TermsPage(props: ScreenProps) {
  return <LegalPage {...props} kind="terms" />;
}
