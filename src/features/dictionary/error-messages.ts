/** What went wrong with a dictionary call, in the reader's language (spec §8 texts where it has them). */
import { WORD_ERROR_CODES } from "../../../worker/contract/words";
import { IMPORT_MAX_ROWS } from "../../../worker/contract/vocabulary-constants";
import { ApiRequestError } from "../../lib/api";
import type { DictionaryT } from "./translations";

export const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/** The names a message may need: the word or category the failed call was about. */
export type ErrorSubject = { word?: string; category?: string };

/** The reason of a failure, as the second half of 'Failed to …: <reason>' or a line under it. */
export function failureReason(t: DictionaryT, error: unknown, subject: ErrorSubject = {}): string {
  if (!(error instanceof ApiRequestError)) {
    // fetch rejects with a TypeError when the request never reached the server.
    return error instanceof TypeError ? t("errors.network") : error instanceof Error ? error.message : String(error);
  }
  if (error.status === 401) return t("errors.unauthorized");
  switch (error.code) {
    case WORD_ERROR_CODES.wordExists:
      return subject.word && subject.category ? t("errors.wordExists", { word: subject.word, category: subject.category }) : error.message;
    case WORD_ERROR_CODES.categoryExists:
      return subject.category ? t("errors.categoryExists", { name: subject.category }) : error.message;
    case WORD_ERROR_CODES.categoryLocked:
      return t("errors.generalLocked");
    case WORD_ERROR_CODES.wordNotFound:
      return t("errors.wordNotFound");
    case WORD_ERROR_CODES.categoryNotFound:
      return t("errors.categoryNotFound");
    case WORD_ERROR_CODES.importTooLarge:
      return t("import.tooLarge", { max: IMPORT_MAX_ROWS });
    case WORD_ERROR_CODES.importInvalid:
      return t("import.empty");
    case "validation_failed":
      return t("errors.invalid", { detail: error.message });
    default:
      return error.status >= 500 ? t("errors.server") : error.message;
  }
}
