/**
 * The one IELTS timer of the tab: the state machine of ./timer-machine wired to local storage (spec §9
 * keys), a 1 s tick while it runs, other tabs' changes, and the browser notification at zero.
 * Screens read it with useSyncExternalStore (./use-ielts-timer).
 */
import {
  IELTS_TIMER_ENABLED_STORAGE_KEY,
  IELTS_TIMER_STORAGE_KEY,
  IELTS_TIMER_TICK_MS,
  type IeltsSection,
} from "../../../../worker/contract/ielts";
import {
  restoreTimer,
  timerTransition,
  toSaved,
  type TimerAction,
  type TimerAnnouncement,
  type TimerEffect,
  type TimerState,
} from "./timer-machine";

export type TimerNotificationText = (section: IeltsSection) => { title: string; body: string };

/** Until a screen provides the translated text (it does on its first render), English. */
const englishNotification: TimerNotificationText = (section) => ({
  title: "IELTS timer finished",
  body: `The ${section.toUpperCase()} section timer has ended.`,
});

type Listener = () => void;

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** `ielts-timer-enabled`: enabled unless it says `false` (spec §9 "default enabled"). */
const readEnabled = (storage: Storage) => readJson(storage, IELTS_TIMER_ENABLED_STORAGE_KEY) !== false;

/** A browser notification when the user allowed them; phones that only notify through the service worker get it from there. */
function showNotification(title: string, body: string): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  try {
    new Notification(title, { body, tag: "ielts-timer" });
  } catch {
    void navigator.serviceWorker?.ready
      .then((registration) => registration.showNotification(title, { body, tag: "ielts-timer" }))
      .catch(() => undefined);
  }
}

export class IeltsTimerStore {
  private state: TimerState;
  private ticking: ReturnType<typeof setInterval> | null = null;
  private readonly listeners = new Set<Listener>();
  private notificationText: TimerNotificationText = englishNotification;
  /** The latest announcement with a sequence number, so the same words twice are still read twice. */
  private announcement: { seq: number; value: TimerAnnouncement } | null = null;

  constructor(private readonly storage: Storage) {
    this.state = this.restore();
  }

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): TimerState => this.state;
  readonly getAnnouncement = () => this.announcement;

  setNotificationText(text: TimerNotificationText): void {
    this.notificationText = text;
  }

  start(section: IeltsSection): void {
    this.dispatch({ type: "start", section, now: Date.now() });
  }
  pause(): void {
    this.dispatch({ type: "pause", now: Date.now() });
  }
  resume(): void {
    this.dispatch({ type: "resume", now: Date.now() });
  }
  reset(): void {
    this.dispatch({ type: "reset" });
  }
  stop(): void {
    this.dispatch({ type: "stop" });
  }
  remove(): void {
    this.dispatch({ type: "remove" });
  }
  setEnabled(enabled: boolean): void {
    this.storage.setItem(IELTS_TIMER_ENABLED_STORAGE_KEY, JSON.stringify(enabled));
    this.dispatch({ type: "setEnabled", enabled });
  }

  /** Reads the saved timer again: another tab started, paused or stopped it. */
  reload(): void {
    this.state = this.restore();
    this.emit();
  }

  /** Stops ticking and forgets listeners (tests; a page never disposes its timer). */
  dispose(): void {
    this.stopTicking();
    this.listeners.clear();
  }

  private restore(): TimerState {
    const { state, effects } = restoreTimer(readJson(this.storage, IELTS_TIMER_STORAGE_KEY), Date.now(), readEnabled(this.storage));
    this.perform(effects, state);
    this.syncTicking(state);
    return state;
  }

  private dispatch(action: TimerAction): void {
    const { state, effects, announcement } = timerTransition(this.state, action);
    if (announcement) this.announcement = { seq: (this.announcement?.seq ?? 0) + 1, value: announcement };
    if (state === this.state && !announcement) return;
    this.state = state;
    this.perform(effects, state);
    this.syncTicking(state);
    this.emit();
  }

  private perform(effects: TimerEffect[], state: TimerState): void {
    for (const effect of effects) {
      if (effect.type === "save") this.storage.setItem(IELTS_TIMER_STORAGE_KEY, JSON.stringify(toSaved(state)));
      else if (effect.type === "clear") this.storage.removeItem(IELTS_TIMER_STORAGE_KEY);
      else {
        const { title, body } = this.notificationText(effect.section);
        showNotification(title, body);
      }
    }
  }

  private syncTicking(state: TimerState): void {
    const shouldTick = state.isRunning && !state.isPaused;
    if (shouldTick && this.ticking === null)
      this.ticking = setInterval(() => this.dispatch({ type: "tick", now: Date.now() }), IELTS_TIMER_TICK_MS);
    if (!shouldTick) this.stopTicking();
  }

  private stopTicking(): void {
    if (this.ticking !== null) clearInterval(this.ticking);
    this.ticking = null;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

let tabTimer: IeltsTimerStore | null = null;

/** The tab's timer, restored from local storage the first time an IELTS screen asks for it. */
export function ieltsTimerStore(): IeltsTimerStore {
  if (tabTimer) return tabTimer;
  const store = new IeltsTimerStore(window.localStorage);
  window.addEventListener("storage", (event) => {
    if (event.key === IELTS_TIMER_STORAGE_KEY || event.key === IELTS_TIMER_ENABLED_STORAGE_KEY || event.key === null) store.reload();
  });
  tabTimer = store;
  return store;
}
