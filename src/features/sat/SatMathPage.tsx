import type { ScreenProps } from "../../app/screen";
import { SatSectionScreen } from "./SatSectionScreen";

/** /sat/math: the Math section. */
export default function SatMathPage(_props: ScreenProps) {
  return <SatSectionScreen section="math" titleKey="satMath" />;
}
