// The event page's address as a QR code (SVG), for the result slips.
import qrcode from "qrcode-generator";

export function qrSvg(text: string): string {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  return qr.createSvgTag({ cellSize: 3, margin: 2, scalable: true });
}
