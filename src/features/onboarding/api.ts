/** The signed-in user's customization settings (worker/routes/customization.ts). */
import type { Customization, CustomizationUpdate } from "../../../worker/contract/customization";
import { apiFetch } from "../../lib/api";
import { accountQueryKey } from "../../lib/auth/account-queries";

export const customizationQueryKey = (userId: string) => [...accountQueryKey(userId), "customization"] as const;

/** `null` while the user has no settings row. */
export const fetchCustomization = () => apiFetch<Customization | null>("/api/customization");

export const saveCustomization = (update: CustomizationUpdate) =>
  apiFetch<Customization>("/api/customization", { method: "PUT", body: JSON.stringify(update) });
