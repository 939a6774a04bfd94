/** The text of a PDF, as a reader sees it (PDF.js through unpdf), pages joined. */
import { extractText, getDocumentProxy } from "unpdf";

export async function pdfText(pdf: ArrayBuffer | Uint8Array): Promise<string> {
  const document = await getDocumentProxy(pdf instanceof Uint8Array ? pdf : new Uint8Array(pdf));
  try {
    return (await extractText(document, { mergePages: true })).text;
  } finally {
    await document.destroy();
  }
}
