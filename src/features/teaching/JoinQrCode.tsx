/** The join link as a QR code (SVG from `qrcode`), in a chunk of its own that only the dashboard loads. */
import { toString as qrSvg } from "qrcode";
import { useEffect, useState } from "react";

export default function JoinQrCode({ link, label }: { link: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrSvg(link, { type: "svg", margin: 1, errorCorrectionLevel: "M" }).then(
      (made) => current && setSvg(made),
      (error: unknown) => console.warn("The QR code could not be made", error),
    );
    return () => {
      current = false;
    };
  }, [link]);
  if (!svg) return <span aria-hidden="true" className="inline-block size-32" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      className="size-32 rounded-md bg-white p-1"
      data-testid="join-qr"
    />
  );
}
