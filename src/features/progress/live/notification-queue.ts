/**
 * Live notifications wait in line and show one at a time (spec §4): the next one appears
 * NOTIFICATION_DISMISS_DELAY_MS after the one on screen is dismissed, by the learner or its timer.
 * The queue only orders; `present` puts a notice on screen and calls `closed` once it is gone.
 */
import { NOTIFICATION_DISMISS_DELAY_MS, type NotificationType } from "../../../../worker/contract/progress";

export type LiveNotice = {
  /** One notice per key: a hub event delivered twice (another path, a replay) shows once. */
  key: string;
  type: NotificationType;
  title: string;
  message: string | null;
  durationMs: number;
};

export type NoticePresenter = (notice: LiveNotice, closed: () => void) => void;

type Timers = { setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };
const browserTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How many keys are remembered for de-duplication; older ones cannot come back through the hub. */
const REMEMBERED_KEYS = 500;

export class NotificationQueue {
  private readonly waiting: LiveNotice[] = [];
  private readonly seen = new Set<string>();
  private showing: LiveNotice | null = null;
  private gap: unknown = null;

  constructor(
    private readonly present: NoticePresenter,
    private readonly dismissDelayMs = NOTIFICATION_DISMISS_DELAY_MS,
    private readonly timers: Timers = browserTimers,
  ) {}

  push(notice: LiveNotice): void {
    if (this.seen.has(notice.key)) return;
    this.seen.add(notice.key);
    if (this.seen.size > REMEMBERED_KEYS) this.seen.delete(this.seen.values().next().value!);
    this.waiting.push(notice);
    this.showNext();
  }

  /** The notice on screen, if any. */
  get current(): LiveNotice | null {
    return this.showing;
  }

  /** Notices waiting for their turn. */
  get pending(): readonly LiveNotice[] {
    return this.waiting;
  }

  /** Drops what waits (sign-out); the notice on screen closes on its own. */
  clear(): void {
    this.waiting.length = 0;
    if (this.gap !== null) this.timers.clearTimeout(this.gap);
    this.gap = null;
  }

  private showNext(): void {
    if (this.showing || this.gap !== null) return;
    const notice = this.waiting.shift();
    if (!notice) return;
    this.showing = notice;
    let closed = false;
    this.present(notice, () => {
      if (closed) return;
      closed = true;
      this.showing = null;
      this.gap = this.timers.setTimeout(() => {
        this.gap = null;
        this.showNext();
      }, this.dismissDelayMs);
    });
  }
}
