/** The text of a received message with quoted-printable soft breaks and escapes undone (UTF-8 decoded). */
export function decodedMail(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/&amp;/g, '&');
}
