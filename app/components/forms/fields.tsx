import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

/** Errors are translation keys; the first one is shown under the field. */
function useFieldError(field: FieldMetadata<unknown>): string | undefined {
  const { t } = useTranslation();
  const key = field.errors?.[0];
  return key ? (t(key as "validation.required") as string) : undefined;
}

export const inputClass =
  "mt-1 block w-full rounded-lg border border-forest-200 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-forest-700 aria-[invalid=true]:border-clay-700";

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-clay-700">
      {message}
    </p>
  );
}

/** The error and the hint a control is described by (`aria-describedby`), when there are any. */
function useDescription(field: FieldMetadata<unknown>, hint: string | undefined) {
  const error = useFieldError(field);
  return { error, describedBy: clsx(error && field.errorId, hint && `${field.id}-hint`) || undefined };
}

/** A control with its label above and its hint and error below. */
function FieldFrame({
  field,
  label,
  hint,
  error,
  className,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: ReactNode;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${field.id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={field.errorId} message={error} />
    </div>
  );
}

type TextFieldProps = {
  field: FieldMetadata<unknown>;
  label: ReactNode;
  type?: "text" | "email" | "tel" | "password" | "date" | "datetime-local" | "time" | "number" | "search";
  hint?: string;
  className?: string;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "autoComplete" | "inputMode" | "maxLength" | "min" | "max" | "step"
>;

export function TextField({ field, label, type = "text", hint, className, ...rest }: TextFieldProps) {
  const { error, describedBy } = useDescription(field, hint);
  const props = getInputProps(field, { type });
  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} className={className}>
      <input {...props} {...rest} key={props.key} aria-describedby={describedBy} className={inputClass} />
    </FieldFrame>
  );
}

/** A password with a show/hide button. */
export function PasswordField({
  field,
  label,
  autoComplete,
  hint,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const error = useFieldError(field);
  const hintId = `${field.id}-hint`;
  const props = getInputProps(field, { type: visible ? "text" : "password" });
  return (
    <div>
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          {...props}
          key={props.key}
          autoComplete={autoComplete}
          aria-describedby={clsx(error && field.errorId, hint && hintId) || undefined}
          className={clsx(inputClass, "pr-12")}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t("common.hidePassword") : t("common.showPassword")}
          aria-pressed={visible}
          aria-controls={field.id}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-forest-800"
        >
          {visible ? <Icon name="eye-off" className="h-5 w-5" /> : <Icon name="eye" className="h-5 w-5" />}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={field.errorId} message={error} />
    </div>
  );
}

export function CheckboxField({ field, label }: { field: FieldMetadata<unknown>; label: ReactNode }) {
  const error = useFieldError(field);
  const props = getInputProps(field, { type: "checkbox" });
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...props}
          key={props.key}
          aria-describedby={error ? field.errorId : undefined}
          className="mt-1 h-5 w-5 shrink-0 rounded border-forest-200 accent-forest-700"
        />
        <label htmlFor={field.id} className="text-sm">
          {label}
        </label>
      </div>
      <FieldError id={field.errorId} message={error} />
    </div>
  );
}

/** A drop-down list of `options` (value and label). */
export function SelectField({
  field,
  label,
  options,
  placeholder,
  hint,
  className,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  hint?: string;
  className?: string;
}) {
  const { error, describedBy } = useDescription(field, hint);
  const { key, ...props } = getSelectProps(field);
  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} className={className}>
      <select {...props} key={key} aria-describedby={describedBy} className={inputClass}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Several lines of text. */
export function TextAreaField({
  field,
  label,
  rows = 5,
  hint,
  className,
  maxLength,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  rows?: number;
  hint?: string;
  className?: string;
  maxLength?: number;
}) {
  const { error, describedBy } = useDescription(field, hint);
  const { key, ...props } = getTextareaProps(field);
  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} className={className}>
      <textarea
        {...props}
        key={key}
        rows={rows}
        maxLength={maxLength}
        aria-describedby={describedBy}
        className={clsx(inputClass, "resize-y")}
      />
    </FieldFrame>
  );
}
