import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { AppErrorBoundary } from "./app/error-boundary";
import { createAppRouter } from "./app/routes";
import "./index.css";
import { useAfterLoad } from "./lib/after-load";
import { AuthProvider } from "./lib/auth/AuthProvider";
import { blockCloudflareCookies } from "./lib/cookie-guard";
import { createI18n } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { ThemeProvider } from "./lib/theme";

// Toasts are never part of the first paint: the stack loads once the page has (sonner shows toasts
// raised before its Toaster mounted).
const AppToaster = lazy(() => import("./app/AppToaster"));

function DeferredToaster() {
  return useAfterLoad() ? <AppToaster /> : null;
}

blockCloudflareCookies();
const i18n = createI18n();
const queryClient = createQueryClient();
const router = createAppRouter();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <AuthProvider>
              <RouterProvider router={router} />
            </AuthProvider>
            <Suspense fallback={null}>
              <DeferredToaster />
            </Suspense>
          </ThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
