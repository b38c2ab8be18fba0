/* global window, document */
// Applies the saved theme before first paint so a dark page never flashes light.
// Mirrors src/lib/theme.tsx (key "vite-ui-theme"; "system" follows the OS preference).
(function () {
  var theme = "system";
  try {
    var saved = window.localStorage.getItem("vite-ui-theme");
    if (saved === "light" || saved === "dark" || saved === "system") theme = saved;
  } catch {
    // Storage blocked: keep "system".
  }
  if (theme === "system") {
    theme = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  var root = document.documentElement;
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
