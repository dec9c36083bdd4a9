import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF the way a reader copies it: each page's runs joined by spaces, pages by a line break. */
export async function textOfPdf(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
  }
  return text;
}
