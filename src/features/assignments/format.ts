/** A due date-time in the reader's language and time zone. */
export const formatDue = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
