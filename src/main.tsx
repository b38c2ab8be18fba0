import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { AppRouter } from "./app/AppRouter";
import { AppErrorBoundary, FramePart } from "./app/error-boundary";
import { AppRoutes } from "./app/routes";
import "./index.css";
import { useAfterLoad } from "./lib/after-load";
import { AuthProvider } from "./lib/auth/AuthProvider";
import { blockCloudflareCookies } from "./lib/cookie-guard";
import { DeferredQueryClientProvider } from "./lib/deferred-query-client";
import { createI18n, whenLanguageReady } from "./lib/i18n";
import { ThemeProvider } from "./lib/theme";
import { lazyWhenOnline } from "./lib/load-when-online";

// Toasts are never part of the first paint: the stack loads once the page has (sonner shows toasts
// raised before its Toaster mounted).
const AppToaster = lazyWhenOnline(() => import("./app/AppToaster"));

// The native app's deep links and push (src/features/native/). The flag is read here as Vite replaces it,
// so the web build drops this branch and never emits the chunk (src/lib/config.ts IS_NATIVE elsewhere).
const NativeApp = import.meta.env.VITE_NATIVE === "true" ? lazyWhenOnline(() => import("./features/native/NativeApp")) : null;

function DeferredToaster() {
  return useAfterLoad() ? <AppToaster /> : null;
}

blockCloudflareCookies();
const i18n = createI18n();

const app = (
  <StrictMode>
    <AppErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <DeferredQueryClientProvider>
          <ThemeProvider>
            <AuthProvider>
              <AppRouter>
                <AppRoutes />
                {NativeApp && (
                  <FramePart>
                    <NativeApp />
                  </FramePart>
                )}
              </AppRouter>
            </AuthProvider>
            <FramePart>
              <DeferredToaster />
            </FramePart>
          </ThemeProvider>
        </DeferredQueryClientProvider>
      </I18nextProvider>
    </AppErrorBoundary>
  </StrictMode>
);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);
// A Russian or Kazakh reader's first screen waits for its translations rather than flashing English
// (and shows English fallbacks if they cannot be loaded). The first render is a transition, so React
// renders it in slices that yield to the browser instead of one long task a phone's input waits behind.
void whenLanguageReady(i18n).finally(() => startTransition(() => root.render(app)));
