import { getFormProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { Trans } from "~/i18n/trans";
import { useTranslation } from "~/i18n/use-translation";
import { useEffect, useRef, type FormEvent } from "react";
import { Form, Link } from "react-router";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { ProofOfWorkField } from "~/components/forms/proof-of-work-field";
import { ContactSum, type ContactQuestion } from "./contact-sum";
import { SubmitButton } from "~/components/forms/submit-button";
import { useOnDemand } from "~/hooks/use-on-demand";
import { CONTACT_SUBJECTS } from "~/lib/domain";
import { shop } from "~/lib/shop";
import type { ContactFields, ContactInput } from "~/lib/schemas/contact";
import { CONTACT_CONSTRAINT, CONTACT_DEFAULTS, loadContactSchema } from "~/lib/schemas/contact-form";
import "~/i18n/areas/contact";
import "~/i18n/areas/proof-of-work";

/**
 * The contact form: a real form that works before scripts load, validated by the same schema
 * in the browser and on the server. The schema (with Zod) loads when the visitor first focuses
 * a field; until it is here the browser checks only the fields' HTML constraints and the server
 * has the word, as without scripts. The human check's question comes from the server with a
 * sealed token and its sum obfuscated (`contact-sum.tsx` shows it); a new question (after a
 * wrong answer) replaces the answer field, so it starts empty.
 */
export function ContactForm({
  question,
  lastResult,
}: {
  question: ContactQuestion;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const { module: rules, load, prefetch } = useOnDemand(loadContactSchema);
  // A send before the rules have arrived waits for them and then goes again, checked; should
  // they fail to arrive (offline), it goes to the server as it is, as without scripts.
  const resend = useRef<(() => void) | null>(null);
  const unchecked = useRef(false);
  useEffect(() => {
    if (rules) resend.current?.();
    resend.current = null;
  }, [rules]);
  const [form, fields] = useForm<ContactFields, ContactInput>({
    id: "contact",
    lastResult,
    constraint: CONTACT_CONSTRAINT,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: CONTACT_DEFAULTS,
    onValidate: ({ formData }) =>
      rules
        ? rules.parseContact(formData)
        : parse<ContactInput, string[]>(formData, { resolve: (value) => ({ value: value as ContactInput }) }),
  });
  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (rules || unchecked.current) return formProps.onSubmit(event);
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // The page may have rendered the form anew meanwhile: send the one on the page now, with the
    // button pressed if that is still its own; nothing if the visitor has left the page.
    const again = () => {
      const current = document.forms.namedItem(form.id);
      current?.requestSubmit(submitter && current.contains(submitter) ? submitter : null);
    };
    resend.current = again;
    load().catch(() => {
      unchecked.current = true;
      again();
    });
  };
  return (
    <Form method="post" {...formProps} onSubmit={onSubmit} onFocus={prefetch} className="space-y-5">
      {form.errors?.length ? (
        <FormMessage type="error">
          {form.errors.map((key) => (
            <p key={key}>{t(key as "contact.sendFailed", { email: shop.email })}</p>
          ))}
        </FormMessage>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.firstName} label={t("contact.firstName")} autoComplete="given-name" />
        <TextField field={fields.lastName} label={t("contact.lastName")} autoComplete="family-name" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.email} label={t("contact.email")} type="email" autoComplete="email" />
        <TextField field={fields.phone} label={t("contact.phone")} type="tel" autoComplete="tel" />
      </div>
      <SelectField
        field={fields.subject}
        label={t("contact.subject")}
        placeholder={t("contact.chooseSubject")}
        options={CONTACT_SUBJECTS.map((subject) => ({
          value: subject,
          label: t(`contact.subjects.${subject}`),
        }))}
      />
      <TextAreaField field={fields.message} label={t("contact.message")} hint={t("contact.messageHint")} />
      <input type="hidden" name="humanCheckToken" value={question.token} />
      <TextField
        // A new question gets a new, empty answer field.
        key={question.token}
        field={fields.captchaAnswer}
        label={
          <Trans i18nKey="contact.humanCheck" components={{ sum: <ContactSum question={question} /> }} />
        }
        hint={t("contact.humanCheckHint")}
        inputMode="numeric"
        autoComplete="off"
        className="sm:max-w-xs"
      />
      <CheckboxField
        field={fields.privacy}
        label={
          <Trans
            i18nKey="contact.privacy"
            components={{
              privacy: (
                <Link to="/privatlivspolitik" target="_blank" className="underline underline-offset-2" />
              ),
            }}
          />
        }
      />
      <CheckboxField field={fields.newsletter} label={t("contact.newsletter")} />
      <ProofOfWorkField form="contact" />
      <SubmitButton variant="primary" pendingLabel={t("contact.sending")} className="w-full sm:w-auto">
        {t("contact.submit")}
      </SubmitButton>
    </Form>
  );
}
