/** DELETE /api/account (worker/routes/account.ts): everything of the signed-in user, for good. */
import type { AccountDeletionRequest } from "../../../worker/contract/account";
import { apiFetch } from "../../lib/api";

export const deleteAccount = (request: AccountDeletionRequest) => apiFetch<void>("/api/account", { method: "DELETE", body: JSON.stringify(request) });
