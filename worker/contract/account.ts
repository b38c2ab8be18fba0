/** DELETE /api/account: the signed-in user deletes their account and everything in it. */
import { z } from "zod";

export const accountDeletionRequestSchema = z
  .object({
    /** The account's email address, typed by the person as confirmation. */
    confirmEmail: z.string().trim().min(1).max(320),
  })
  .strict();
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;

export const ACCOUNT_ERROR_CODES = {
  confirmationMismatch: "confirmation_mismatch",
  insufficientAal: "insufficient_aal",
} as const;
