import type { ScreenProps } from "../../app/screen";
import { DictionaryScreen } from "./DictionaryScreen";

export default function DictionaryPage({ titleKey }: ScreenProps) {
  return <DictionaryScreen titleKey={titleKey} compact={false} />;
}
