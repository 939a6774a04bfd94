import { Fragment, useEffect, useRef, useState } from "react";
import { useActionData } from "react-router";
import { challengePath, PROOF_OF_WORK_FIELD, type ProofOfWorkForm } from "~/lib/proof-of-work";
import type {} from "altcha/types/react";

/** Once the widget's code is in the page, every form's field shows it at once. */
let widgetLoaded = false;

/**
 * The proof of work a form carries (see `~/lib/proof-of-work`): ALTCHA's widget, invisible.
 * Its code loads when the person first moves into the form (so pages without a focused form
 * download none of it); it then fetches a challenge and solves it in Web Workers while the
 * person types, and puts the solution in a hidden field. The server may have used a proof up,
 * so each answer of the page's action starts a new widget on the next one. Without JavaScript
 * the form goes without one; the server only needs it past an address's limit, and then says
 * what to do. Its form must not leave checking to the browser (`noValidate`, as Conform's forms
 * have): while it works, the widget marks itself required, and the form would not go.
 */
export function ProofOfWorkField({ form }: { form: ProofOfWorkForm }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [loaded, setLoaded] = useState(widgetLoaded);
  const answer = useActionData();
  const [round, setRound] = useState({ answer, count: 0 });
  if (round.answer !== answer) setRound({ answer, count: round.count + 1 });
  useEffect(() => {
    const element = anchor.current?.closest("form");
    if (!element) return;
    const load = () => {
      void import("./altcha-widget.client").then(() => {
        widgetLoaded = true;
        setLoaded(true);
      });
    };
    if (!widgetLoaded) element.addEventListener("focusin", load, { once: true });
    return () => element.removeEventListener("focusin", load);
  }, []);
  return (
    <span ref={anchor} className="contents">
      {loaded && (
        <Fragment key={round.count}>
          <altcha-widget
            challenge={challengePath(form)}
            name={PROOF_OF_WORK_FIELD}
            auto="onload"
            display="invisible"
            workers={2}
          />
        </Fragment>
      )}
    </span>
  );
}
