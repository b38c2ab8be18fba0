/** Vite's `import.meta.glob` (the Worker is built by Vite), in the one form the Worker uses: eager default imports. */
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true; import: "default" }): Record<string, T>;
}
