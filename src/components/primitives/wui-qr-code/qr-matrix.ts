/** A QR matrix: rows of booleans (true = dark), no border. */
export type QrMatrix = boolean[][];

/**
 * Encodes text as a QR matrix. uqr is loaded here through a dynamic import, so pages that never
 * show a QR code never download it. Level H (30 % recovery) when a logo will cover the centre,
 * level M otherwise. Rejects when the text is too long for any QR version.
 */
export async function encodeQrMatrix(text: string, withLogo: boolean): Promise<QrMatrix> {
  const { encode } = await import('uqr');
  return encode(text, { ecc: withLogo ? 'H' : 'M', border: 0 }).data;
}
