/**
 * Deferred data that is only streamed when it is slow. A loader hands the page a promise so
 * the page can show its skeleton while it loads; but React sends a streamed part as hidden
 * HTML revealed by an inline script, so without JavaScript (and for crawlers that run none)
 * the skeleton would stay. What arrives within `waitMs` is therefore sent with the page as a
 * plain value (`<Await>` renders a value at once); only a slow answer is streamed.
 *
 * The answer is wrapped in `{ value }`: a promise returned from an async function would be
 * awaited, not handed on.
 */
export const STREAM_AFTER_MS = 150;

export async function streamWhenSlow<T>(
  promise: Promise<T>,
  waitMs = STREAM_AFTER_MS,
): Promise<{ value: T | Promise<T> }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = Symbol("slow");
  try {
    const first = await Promise.race([
      promise,
      new Promise<typeof slow>((resolve) => {
        timer = setTimeout(() => resolve(slow), waitMs);
      }),
    ]);
    return { value: first === slow ? promise : (first as T) };
  } catch {
    // A failure is the page's to show (its errorElement), as when it comes later.
    return { value: promise };
  } finally {
    clearTimeout(timer);
  }
}
