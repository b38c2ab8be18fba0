/**
 * The quick translator's rules (spec §2, §5, §9): which languages each select lists, the presets,
 * when swapping and translating are allowed, and where the floating panel may be restored.
 */
import { AUTO_DETECT, type TranslatorLanguage } from "../../../../worker/contract/ai";
import { TRANSLATOR_POSITION_KEY } from "./storage-keys";

export type SourceLanguage = TranslatorLanguage | typeof AUTO_DETECT;
/** "" until the learner picks a target language. */
export type TargetLanguage = TranslatorLanguage | "";

/** Sidebar selects (spec §9): en, ru, es, fr, de; Italian only as a target; auto-detect only as a source. */
export const SOURCE_LANGUAGES = [AUTO_DETECT, "en", "ru", "es", "fr", "de"] as const satisfies readonly SourceLanguage[];
export const TARGET_LANGUAGES = ["en", "ru", "es", "fr", "de", "it"] as const satisfies readonly TranslatorLanguage[];

export type TranslatorPreset = { id: "ruEn" | "enRu" | "autoEn"; source: SourceLanguage; target: TranslatorLanguage };
export const TRANSLATOR_PRESETS: readonly TranslatorPreset[] = [
  { id: "ruEn", source: "ru", target: "en" },
  { id: "enRu", source: "en", target: "ru" },
  { id: "autoEn", source: AUTO_DETECT, target: "en" },
];

export type Languages = { source: SourceLanguage; target: TargetLanguage };

/**
 * Swapping exchanges source and target. Refused for auto-detect (spec §5), and for a target that
 * cannot be a source (Italian).
 */
export function swapLanguages({
  source,
  target,
}: Languages): { ok: true; languages: Languages } | { ok: false; reason: "auto" | "targetOnly" } {
  if (source === AUTO_DETECT) return { ok: false, reason: "auto" };
  if (target === "") return { ok: true, languages: { source, target: source } };
  if (!(SOURCE_LANGUAGES as readonly string[]).includes(target)) return { ok: false, reason: "targetOnly" };
  return { ok: true, languages: { source: target as SourceLanguage, target: source } };
}

/** The translate button is disabled while loading, with blank text or with no target (spec §5). */
export function translateDisabled({ loading, text, target }: { loading: boolean; text: string; target: TargetLanguage }): boolean {
  return loading || text.trim() === "" || target === "";
}

/** What a translation needs: non-blank text and a target (otherwise 'Введите текст и выберите язык перевода'). */
export function canTranslate(text: string, target: TargetLanguage): target is TranslatorLanguage {
  return text.trim() !== "" && target !== "";
}

// ---- the floating panel ---------------------------------------------------------------------

/** The size the bounds rule reserves for the floating panel (spec §5). */
export const FLOATING_PANEL_WIDTH = 400;
export const FLOATING_PANEL_HEIGHT = 300;

export type PanelPosition = { x: number; y: number };
export type Viewport = { width: number; height: number };

export function centredPosition({ width, height }: Viewport): PanelPosition {
  return {
    x: Math.max(0, Math.round((width - FLOATING_PANEL_WIDTH) / 2)),
    y: Math.max(0, Math.round((height - FLOATING_PANEL_HEIGHT) / 2)),
  };
}

function isPosition(value: unknown): value is PanelPosition {
  if (typeof value !== "object" || value === null) return false;
  const { x, y } = value as Record<string, unknown>;
  return typeof x === "number" && typeof y === "number" && Number.isFinite(x) && Number.isFinite(y);
}

/**
 * The saved position is used only if 0 ≤ x < width − 400 and 0 ≤ y < height − 300; otherwise the
 * centred default is used and stored (spec §5).
 */
export function restorePosition(storage: Pick<Storage, "getItem" | "setItem">, viewport: Viewport): PanelPosition {
  let saved: unknown;
  try {
    saved = JSON.parse(storage.getItem(TRANSLATOR_POSITION_KEY) ?? "null");
  } catch {
    saved = null;
  }
  if (
    isPosition(saved) &&
    saved.x >= 0 &&
    saved.x < viewport.width - FLOATING_PANEL_WIDTH &&
    saved.y >= 0 &&
    saved.y < viewport.height - FLOATING_PANEL_HEIGHT
  ) {
    return saved;
  }
  const position = centredPosition(viewport);
  storage.setItem(TRANSLATOR_POSITION_KEY, JSON.stringify(position));
  return position;
}

/** Keeps a dragged panel on screen: its top-left corner stays within the bounds the rule above restores. */
export function clampPosition({ x, y }: PanelPosition, viewport: Viewport): PanelPosition {
  const maxX = Math.max(0, viewport.width - FLOATING_PANEL_WIDTH - 1);
  const maxY = Math.max(0, viewport.height - FLOATING_PANEL_HEIGHT - 1);
  return { x: Math.min(Math.max(0, Math.round(x)), maxX), y: Math.min(Math.max(0, Math.round(y)), maxY) };
}
