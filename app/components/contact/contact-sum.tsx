import { useEffect, useState, type ReactNode } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

/** The page gets the question's sealed token and its sum obfuscated, never its numbers. */
export type ContactQuestion = { token: string; sum: string };

/** Sums already revealed, by token: the same question shown again (after another mistake) at once. */
const revealed = new Map<string, string>();

/**
 * The sum of the contact form's question ("3 + 4"), inside its label. The browser reveals it by
 * solving its proof of work (`reveal-sum.client.ts`, about a second in Web Workers, started as
 * the page comes alive) and shows it as text, so a screen reader reads the question whole.
 * Meanwhile a placeholder stands in its place. Without JavaScript, or should the reveal fail,
 * the sum is a picture drawn by the server. Until the sum is text, `children` ("regnestykket")
 * names it for a screen reader.
 */
export function ContactSum({ question, children }: { question: ContactQuestion; children?: ReactNode }) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState<{ token: string; sum: string | null; failed: boolean }>(() => ({
    token: question.token,
    sum: revealed.get(question.token) ?? null,
    failed: false,
  }));
  if (shown.token !== question.token) {
    setShown({ token: question.token, sum: revealed.get(question.token) ?? null, failed: false });
  }
  useEffect(() => {
    if (revealed.has(question.token)) return;
    let live = true;
    import("./reveal-sum.client")
      .then(({ revealSum }) => revealSum(question.sum))
      .then(
        (sum) => {
          revealed.set(question.token, sum);
          if (live) setShown({ token: question.token, sum, failed: false });
        },
        () => {
          if (live) setShown({ token: question.token, sum: null, failed: true });
        },
      );
    return () => {
      live = false;
    };
  }, [question.token, question.sum]);

  if (shown.sum) return shown.sum;
  // Named by `children` (a screen reader does not read inside <noscript>), drawn by the picture.
  const picture = (
    <img
      src={`/resources/contact-question?token=${encodeURIComponent(question.token)}`}
      alt=""
      width={96}
      height={28}
      className="inline-block align-middle"
    />
  );
  return (
    <>
      {shown.failed ? picture : <noscript>{picture}</noscript>}
      {hydrated && !shown.failed && (
        <span
          aria-hidden="true"
          className="inline-block h-4 w-14 animate-pulse rounded bg-cream-200 align-middle"
        />
      )}
      <span className="sr-only">{children}</span>
    </>
  );
}
