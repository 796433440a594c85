import QRCode from "qrcode"

/**
 * A QR code of `text` in Unicode half blocks (two modules per character cell),
 * drawn for a dark terminal: light cells (█) are the QR's background and quiet
 * zone, so the code reads the right way round when scanned from the screen.
 */
export const terminalQr = (text: string): Promise<string> =>
  QRCode.toString(text, {
    type: "utf8",
    errorCorrectionLevel: "L",
    margin: 2,
    // qrcode's switch to its inverted block set: modules as spaces, background as █.
    color: { dark: "#ffffff", light: "#000000" }
  })
