/** What a test file says it covers: its top-level describe titles, or its number of top-level tests. */
export function summary(file: string): string;
export function renderTestMap(): string;
/** tests/README.md with its generated section replaced. */
export function readmeWithTestMap(): string;
export const TESTS_README: string;
