/** Set at build time when required configuration is missing (spec §1: a red banner says so). */
export const configurationIncomplete = import.meta.env.VITE_CONFIG_INCOMPLETE === "true";
