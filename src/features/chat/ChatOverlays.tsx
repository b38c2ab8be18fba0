/** Scaffolding: this feature's global overlay is mounted by src/app/layout/GlobalOverlays.tsx; its content is being built. */
export default function Overlay() {
  return null;
}
