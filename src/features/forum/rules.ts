/** The forum screens' small rules, kept apart from the components so they are unit-tested. */

/** The thread's shareable web address: the forum with the post open (the native app uses /forum/:postId). */
export const threadPath = (postId: string) => `/forum?post=${encodeURIComponent(postId)}`;

/** Tags as typed in one field, separated by commas or spaces: trimmed, lower case, no repeats. */
export function parseTags(typed: string): string[] {
  const tags = typed
    .split(/[,\s]+/)
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** What went wrong, for the "failed: …" messages (the server's message when it sent one). */
export const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));
