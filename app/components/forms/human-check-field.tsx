import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { FieldError, inputClass } from "~/components/forms/fields";
import { useTranslation } from "~/i18n/use-translation";
import { HUMAN_CHECK_ANSWER, HUMAN_CHECK_TOKEN, type HumanCheck } from "~/lib/human-check";
import "~/i18n/areas/human-check";

/**
 * The sum a form asks when its IP address is over its limit (see `~/lib/human-check`), with
 * the question's signed token. A new question empties the field; when the form has just asked
 * it (`focus`), the field takes the focus, so a keyboard user answers it at once.
 */
export function HumanCheckField({
  id,
  check,
  focus = false,
  className,
}: {
  /** Unique on the page: the form's id. */
  id: string;
  check: HumanCheck;
  focus?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { question, problem } = check;
  useEffect(() => {
    // The same field, emptied (not a new one: removing the focused field would blur it, and the
    // form library answers a blur by validating, mid-render).
    if (input.current) input.current.value = "";
    if (focus) input.current?.focus();
  }, [focus, question.token]);
  const fieldId = `${id}-human-check`;
  const error = problem ? t(`humanCheck.${problem}`) : undefined;
  return (
    <div className={clsx("sm:max-w-xs", className)}>
      <input type="hidden" name={HUMAN_CHECK_TOKEN} value={question.token} />
      <label htmlFor={fieldId} className="text-sm font-medium">
        {t("humanCheck.question", { a: question.a, b: question.b })}
      </label>
      <input
        ref={input}
        id={fieldId}
        name={HUMAN_CHECK_ANSWER}
        inputMode="numeric"
        autoComplete="off"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(error && `${fieldId}-error`, `${fieldId}-hint`)}
        className={inputClass}
      />
      <p id={`${fieldId}-hint`} className="mt-1 text-sm text-muted">
        {t("humanCheck.hint")}
      </p>
      <FieldError id={`${fieldId}-error`} message={error} />
    </div>
  );
}
