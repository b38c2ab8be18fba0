/** The signed-in user's customization settings (worker/routes/customization.ts). */
import type { CustomizationUpdate } from "../../../worker/contract/customization";
import { api, call } from "../../lib/api-client";
import { accountQueryKey } from "../../lib/auth/account-queries";

export const customizationQueryKey = (userId: string) => [...accountQueryKey(userId), "customization"] as const;

/** `null` while the user has no settings row. */
export const fetchCustomization = () => call(api.customization.$get());

export const saveCustomization = (json: CustomizationUpdate) => call(api.customization.$put({ json }));
