/**
 * The builder's autosave queue. Every change is kept in local storage at once (under
 * `lexora-lesson-draft:<lesson id>`), then sent after a pause in typing; only the newest draft is ever
 * sent. A lost connection or a server failure keeps the local copy and tries again when the browser is
 * back online (or after a while); a refused draft (400) waits for the teacher's next change. The
 * local copy is removed once the server holds exactly that draft, and a reload sends what is left.
 */
import type { Draft, Refusal } from "./model";

export type SaveStatus =
  | { state: "saved" }
  | { state: "saving" }
  /** Not sent yet: offline or the server failed; tried again later. */
  | { state: "unsaved" }
  /** The server refused the draft. */
  | { state: "refused"; refusal: Refusal };

/** What a send ended in: stored, refused for good, or to try again. */
export type SendResult = { ok: true } | { ok: false; refused: Refusal | null };

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const draftStorageKey = (lessonId: string) => `lexora-lesson-draft:${lessonId}`;

/** The draft kept for a lesson that the server may not have yet, or null. */
export function keptDraft(storage: DraftStorage, lessonId: string): Draft | null {
  try {
    const raw = storage.getItem(draftStorageKey(lessonId));
    if (raw === null) return null;
    const value = JSON.parse(raw) as unknown;
    if (typeof value === "object" && value !== null && "title" in value && "blocks" in value && Array.isArray(value.blocks))
      return value as Draft;
  } catch {
    // An unreadable copy is no draft.
  }
  return null;
}

type Options = {
  lessonId: string;
  storage: DraftStorage;
  send: (draft: Draft) => Promise<SendResult>;
  onStatus: (status: SaveStatus, draft: Draft) => void;
  /** The pause in typing before a save. */
  delayMs?: number;
  /** How long to wait before trying again after a failure, if the browser does not report being online first. */
  retryMs?: number;
};

export class AutosaveQueue {
  private latest: Draft | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending = false;
  private readonly delayMs: number;
  private readonly retryMs: number;

  constructor(private readonly options: Options) {
    this.delayMs = options.delayMs ?? 800;
    this.retryMs = options.retryMs ?? 10_000;
  }

  /** A change: kept locally now, sent after the pause. */
  change(draft: Draft): void {
    this.latest = draft;
    try {
      this.options.storage.setItem(draftStorageKey(this.options.lessonId), JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the draft is still sent.
    }
    this.schedule(this.delayMs);
  }

  /** The browser is back online: send what waits now. */
  online(): void {
    if (this.latest) this.schedule(0);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  /** Sends the newest draft unless a send is under way (its end sends whatever came meanwhile). */
  async flush(): Promise<void> {
    if (this.sending || !this.latest) return;
    const draft = this.latest;
    this.sending = true;
    this.options.onStatus({ state: "saving" }, draft);
    let result: SendResult;
    try {
      result = await this.options.send(draft);
    } catch {
      result = { ok: false, refused: null };
    }
    this.sending = false;
    const newer = this.latest !== draft;
    if (result.ok) {
      if (!newer) {
        this.latest = null;
        this.options.storage.removeItem(draftStorageKey(this.options.lessonId));
        this.options.onStatus({ state: "saved" }, draft);
      } else this.schedule(0);
    } else if (result.refused !== null) {
      if (newer) this.schedule(0);
      else this.options.onStatus({ state: "refused", refusal: result.refused }, draft);
    } else {
      this.options.onStatus({ state: "unsaved" }, draft);
      this.schedule(newer ? 0 : this.retryMs);
    }
  }
}
