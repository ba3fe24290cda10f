/**
 * QR codes as SVG (the USDT address of /payInfo, the sandbox page link), drawn by `qrcode`.
 */

/** Longest text we encode: an address or one of our URLs, never user prose. */
export const MAX_QR_TEXT = 300;

export async function qrSvg(text: string): Promise<string> {
  if (text.length === 0 || text.length > MAX_QR_TEXT) throw new RangeError('QR text must be 1..300 characters');
  // Loaded on the first QR code drawn, not at start (memory of an idle process).
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', width: 240 });
}
