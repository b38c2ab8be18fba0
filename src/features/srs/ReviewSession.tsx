/** Scaffolding: the SRS review session (due queue, reveal, rate, undo), shared by /review and the dictionary's Review Words tab; being built. */
export default function ReviewSession() {
  return null;
}
