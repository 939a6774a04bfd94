/**
 * Marks a page's script preloads as low priority. React Router renders them as
 * `<link rel="modulepreload">` with no way to set `fetchpriority`, and a browser fetches them at
 * high priority, beside the first product photos. The page is complete and usable as HTML
 * (every link and form works before scripts run), so what it shows comes first and the scripts
 * that make it interactive after. Lighthouse's simulation also counts a high-priority script
 * as blocking the first paint, which a module script never does.
 */
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY = '<link rel="modulepreload" fetchpriority="low"';

export function lowPriorityScripts(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      // What might be the start of a link cut in two by the chunk boundary waits for the rest.
      const keep = unfinishedPreload(text);
      held = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep).replaceAll(PRELOAD, LOW_PRIORITY));
    },
    flush(callback) {
      callback(null, (held + decoder.end()).replaceAll(PRELOAD, LOW_PRIORITY));
    },
  });
}

/** How many characters at the end of `text` could begin a preload link. */
function unfinishedPreload(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (PRELOAD.startsWith(text.slice(-length))) return length;
  }
  return 0;
}
