/** What other features use of shell; they import it from here, never from its files (eslint.config.js). */
export { PermissionsGate } from "./PermissionsGate";
export { useShellTranslation } from "./translations";
