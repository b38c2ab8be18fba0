import type { ScreenProps } from "../../app/screen";
import { DictionaryScreen } from "./DictionaryScreen";

/** The phone layout: one column, icon buttons where labels do not fit, cards instead of rows. */
export default function MobileDictionaryPage({ titleKey }: ScreenProps) {
  return <DictionaryScreen titleKey={titleKey} compact />;
}
