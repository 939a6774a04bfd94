/**
 * A zip file written while it downloads (fflate's streaming `Zip`): each entry is made only when
 * the reader asks for more, so memory holds one entry at a time, not the whole archive. Entries
 * are stored, not deflated: they are PDFs (already compressed) and small CSV files.
 */
import { Zip, ZipPassThrough } from "fflate";

export type ZipEntry = { name: string; data: Uint8Array; modified?: Date };

export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  const iterator = entries[Symbol.asyncIterator]();
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else ready.push(chunk);
    if (final) finished = true;
  });
  let ended = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        while (ready.length === 0 && !finished && !failure) {
          if (ended) break;
          const next = await iterator.next();
          if (next.done) {
            ended = true;
            zip.end();
            continue;
          }
          const file = new ZipPassThrough(next.value.name);
          if (next.value.modified) file.mtime = next.value.modified;
          zip.add(file);
          file.push(next.value.data, true);
        }
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
      }
      if (failure) {
        controller.error(failure);
        return;
      }
      for (const chunk of ready.splice(0)) controller.enqueue(chunk);
      if (finished) controller.close();
    },
    async cancel() {
      zip.terminate();
      await iterator.return?.();
    },
  });
}
