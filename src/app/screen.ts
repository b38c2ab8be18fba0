import type { ComponentType } from "react";
import type { RouteTitleKey } from "./route-table";

export type ScreenProps = { titleKey: RouteTitleKey };
/** Loads one screen component's chunk (a dynamic import): the router asks for it as soon as it knows the route. */
export type ScreenLoader = () => Promise<{ default: ComponentType<ScreenProps> }>;
/** A route's screen: the desktop component and, where the spec lists one, the mobile variant. */
export type Screen = { desktop: ScreenLoader; mobile?: ScreenLoader };
/** Screens of one feature by route pattern (src/app/route-table.ts). */
export type ScreenMap = Partial<Record<string, Screen>>;
