/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** "true" when setup found required configuration missing; the layout then shows a red banner (spec §1). */
  readonly VITE_CONFIG_INCOMPLETE?: string;
  /** Publishable key sent to the auth service in the `apikey` header; the dev key when unset. */
  readonly VITE_PUBLIC_API_KEY?: string;
  /** Link of the community chat the invitation offers; "" turns the invitation off. */
  readonly VITE_COMMUNITY_CHAT_URL?: string;
  /** "true" in the native app's build (`npm run build:native`): the native-app branch is on. */
  readonly VITE_NATIVE?: string;
  /** Origin of the deployed Worker the native app calls; unset on the web, which calls its own origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
