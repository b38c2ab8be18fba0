import type { ComponentType } from "react";
import type { RouteTitleKey } from "./route-table";

export type ScreenProps = { titleKey: RouteTitleKey };
/** A route's screen: the desktop component and, where the spec lists one, the mobile variant. */
export type Screen = { desktop: ComponentType<ScreenProps>; mobile?: ComponentType<ScreenProps> };
/** Screens of one feature by route pattern (src/app/route-table.ts); every component lazy. */
export type ScreenMap = Partial<Record<string, Screen>>;
