/**
 * A contact-form message, e-mailed to the shop. Everything the sender typed is rendered as
 * text (React escapes it); the message keeps its line breaks.
 */
import { emailTranslator } from "~/i18n/email/index.server";
import type { Language } from "~/i18n/languages";
import type { ContactSubject } from "~/lib/domain";
import { EmailButton, EmailLayout, plainText, renderHtml, type RenderedEmail } from "./templates.server";

export type ContactMessage = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  subject: ContactSubject;
  message: string;
  newsletter: boolean;
};

export function contactMessageEmail(message: ContactMessage, language: Language): RenderedEmail {
  const t = emailTranslator(language);
  // One line: a name is shown in the subject too.
  const name = `${message.firstName} ${message.lastName}`.replace(/\s+/g, " ");
  const topic = t(`contact.subjects.${message.subject}`);
  const subject = t("contact.subject", { subject: topic, name });
  const replyUrl = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${topic}`)}`;
  const rows: [string, string][] = [
    [t("contact.name"), name],
    [t("contact.email"), message.email],
    [t("contact.phone"), message.phone || t("contact.notGiven")],
    [t("contact.topic"), topic],
    [t("contact.newsletter"), message.newsletter ? t("contact.newsletterYes") : t("contact.newsletterNo")],
  ];
  const replyNote = t("contact.replyNote", { email: message.email });

  const html = renderHtml(
    <EmailLayout language={language} title={subject}>
      <p>{t("contact.intro")}</p>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse" }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td style={{ padding: "4px 16px 4px 0", fontWeight: 600, verticalAlign: "top" }}>{label}</td>
              <td style={{ padding: "4px 0" }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ marginTop: 20, fontWeight: 600 }}>{t("contact.message")}</p>
      <p style={{ whiteSpace: "pre-wrap", borderLeft: "3px solid #e9dcc0", paddingLeft: 12 }}>
        {message.message}
      </p>
      <EmailButton href={replyUrl}>{t("contact.reply")}</EmailButton>
      <p style={{ fontSize: 13 }}>{replyNote}</p>
    </EmailLayout>,
  );
  const text = plainText(language, [
    t("contact.intro"),
    rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
    `${t("contact.message")}:\n${message.message}`,
    replyNote,
  ]);
  return { subject, html, text, template: "contact-message" };
}
