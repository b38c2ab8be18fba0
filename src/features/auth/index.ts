/** What other features use of auth; they import it from here, never from its files (eslint.config.js). */
export { authPageUrl } from "./redirect";
export { useAuthTranslation } from "./translations";
export { useAuthCallbackLanding } from "./use-auth-callback-landing";
export { validateEmailOnly, validateNewPassword } from "./validation";
export { default as SignInPrompt } from "./SignInPrompt";
