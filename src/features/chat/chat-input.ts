/** The chat input's rules (spec §2, §5): what Enter does, when 'Отправить' is enabled, what sending needs. */

/** 'Отправить' is disabled while a reply is awaited or the message is blank. */
export function sendDisabled({ text, waiting }: { text: string; waiting: boolean }): boolean {
  return waiting || text.trim() === "";
}

export type SendCheck = { ok: true } | { ok: false; reason: "signIn" | "chatAndMessage" };

/**
 * A message needs a signed-in user ('Пожалуйста, войдите в систему'), a selected chat and non-blank
 * text ('Выберите чат и введите сообщение').
 */
export function checkSend({ signedIn, chatId, text }: { signedIn: boolean; chatId: string | null; text: string }): SendCheck {
  if (!signedIn) return { ok: false, reason: "signIn" };
  if (!chatId || text.trim() === "") return { ok: false, reason: "chatAndMessage" };
  return { ok: true };
}

/** Enter sends, Shift+Enter adds a line; Enter that confirms an IME composition does neither. */
export function enterAction(event: { key: string; shiftKey: boolean; isComposing?: boolean }): "send" | "newline" | null {
  if (event.key !== "Enter" || event.isComposing) return null;
  return event.shiftKey ? "newline" : "send";
}
