import { useMemo } from 'react';
import QRCode from 'qrcode';

/** Light modules around the code, as the QR specification asks scanners to expect. */
const QUIET_ZONE = 4;

/** The dark modules of a QR code as one SVG path: a 1×1 square per module. */
function modulesPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.data[row * modules.size + col])
        parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join('') };
}

/**
 * Codes wider than this many modules (a signed e-invoice's QR, with its hash, signature and key,
 * is about 90 against the phase 1 code's 45) are drawn bigger: two screen pixels and, on paper
 * (bill.css), a third of a millimetre per module, which phone cameras read.
 */
const DENSE_MODULES = 60;

/**
 * The bill's ZATCA (Fatoora) QR code: the API's base64 TLV text drawn as an SVG, in the page, with
 * no request anywhere (docs/decisions.md, ZATCA QR). Vector, so it prints sharp.
 */
export function ZatcaQr({ payload, label, size = 144 }: { payload: string; label: string; size?: number }) {
  const qr = useMemo(() => modulesPath(payload), [payload]);
  const dense = qr.size > DENSE_MODULES;
  const shown = dense ? Math.max(size, qr.size * 2) : size;
  return (
    <svg
      role="img"
      aria-label={label}
      width={shown}
      height={shown}
      data-dense={dense ? '' : undefined}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      data-testid="zatca-qr"
      data-payload={payload}
      className="bg-white"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
