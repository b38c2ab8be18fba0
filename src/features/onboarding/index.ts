/** What other features use of onboarding; they import it from here, never from its files (eslint.config.js). */
export { customizationQueryKey, fetchCustomization } from "./api";
