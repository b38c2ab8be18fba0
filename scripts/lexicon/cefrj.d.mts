export type CefrJRow = { word: string; pos: string; level: string };
export const CEFRJ_FILE: string;
export const CEFRJ_LEVELS: string[];
export function parseCefrJ(text: string): CefrJRow[];
export function cefrLevels(rows: CefrJRow[]): Map<string, string>;
export function readCefrJ(): Map<string, string>;
export function cefrJStamp(): string;
