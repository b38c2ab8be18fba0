/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "true" when setup found required configuration missing; the layout then shows a red banner (spec §1). */
  readonly VITE_CONFIG_INCOMPLETE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
