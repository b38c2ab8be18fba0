/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** "true" when setup found required configuration missing; the layout then shows a red banner (spec §1). */
  readonly VITE_CONFIG_INCOMPLETE?: string;
  /** Publishable key sent to the auth service in the `apikey` header; the dev key when unset. */
  readonly VITE_PUBLIC_API_KEY?: string;
  /** Link of the community chat the invitation offers; "" turns the invitation off. */
  readonly VITE_COMMUNITY_CHAT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
