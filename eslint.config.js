import path from "node:path";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// What the SPA may not import (docs/architecture.md §3): React's own lazy, and the Worker's code. Repeated in
// every block that sets no-restricted-imports for SPA files, since a later block replaces the rule's options.
const NO_REACT_LAZY = {
  name: "react",
  importNames: ["lazy"],
  message: "Use lazyWhenOnline (src/lib/load-when-online.ts): a chunk that fails offline loads again when the connection returns.",
};
const SPA_WORKER_IMPORTS = {
  regex: "^(\\.\\./)+worker/(?!contract/)",
  allowTypeImports: true,
  message: "The SPA imports only types and worker/contract/* from the Worker.",
};

// A feature uses another feature only through that feature's index.ts, so its files can move without
// breaking others. A rule of its own because no-restricted-imports sees only the import's text, and
// "../practice/x" is another feature from src/features/lessons/ but sat's own folder from src/features/sat/full/.
// Dynamic import() stays free: a lazily loaded screen is imported by its file so it keeps its own chunk.
const FEATURES = path.resolve(import.meta.dirname, "src/features");
const featureOf = (file) => {
  const relative = path.relative(FEATURES, file).split(path.sep);
  return relative.length > 1 && relative[0] !== ".." ? relative : null;
};
const featureBoundaries = {
  meta: { type: "problem", messages: { internal: 'Import {{feature}} through its index.ts ("{{index}}"), not its file {{file}}.' } },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target[0] === own[0] || (target.length === 2 && /^index(\.tsx?)?$/.test(target[1]))) return;
      const index = path.relative(path.dirname(context.filename), path.join(FEATURES, target[0]));
      context.report({ node: node.source, messageId: "internal", data: { feature: target[0], index, file: target.slice(1).join("/") } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-native",
      "android",
      "node_modules",
      ".wrangler",
      "worker/worker-configuration.d.ts",
      "test-results",
      "playwright-report",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}", "tests/unit/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks, lexora: { rules: { "feature-boundaries": featureBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "lexora/feature-boundaries": "error",
      // The SPA may only import types and the shared contract from the Worker (docs/architecture.md §3),
      // and loads its chunks through lazyWhenOnline.
      "no-restricted-imports": [
        "error",
        {
          paths: [NO_REACT_LAZY],
          patterns: [SPA_WORKER_IMPORTS],
        },
      ],
    },
  },
  {
    // The first screen's shell and home page: React Router's Link/NavLink/BrowserRouter module would put
    // ~3 KB gzip back on the first route (budget in scripts/bench.mjs); they use src/components/ui/Link.tsx.
    // So do the signed-out first screens of other routes (the sign-in prompt, the dictionary's), where
    // it would be a chunk more before their text paints (Lighthouse in the bench).
    files: [
      "src/main.tsx",
      "src/app/*.tsx",
      "src/app/layout/*.tsx",
      "src/pages/home/*.tsx",
      "src/features/auth/SignInPrompt.tsx",
      "src/features/dictionary/SignedOutDictionary.tsx",
    ],
    ignores: ["src/app/layout/AccountMenu.tsx", "src/app/layout/MoreSheet.tsx", "src/app/layout/NotificationBell.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink", "BrowserRouter"],
              message: "On the first screen use src/components/ui/Link.tsx and AppRouter (first-route JS budget).",
            },
            NO_REACT_LAZY,
          ],
          patterns: [SPA_WORKER_IMPORTS],
        },
      ],
    },
  },
  {
    files: ["worker/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "(\\.\\./)+src/", message: "The Worker never imports the SPA." }] }],
    },
  },
  {
    files: [
      "scripts/**/*.{js,mjs,ts}",
      "*.config.{js,ts}",
      "tests/e2e/**/*.ts",
      "tests/bench/**/*.{ts,mjs}",
      "tests/support/**/*.{ts,mjs}",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
