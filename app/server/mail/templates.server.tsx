/**
 * The shop's e-mails: HTML rendered from React (so anything a customer typed is escaped) with a
 * plain-text part, in the customer's language, signed with the shop's identity.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { emailTranslator } from "~/i18n/email/index.server";
import type { Language } from "~/i18n/languages";
import { shop } from "~/lib/shop";

export type RenderedEmail = {
  subject: string;
  html: string;
  text: string;
  template: string;
  /** It carries a sign-in, confirmation or reset link: the outbox drops its body once sent. */
  secretLink?: boolean;
};

const colors = { ink: "#1f2a22", forest: "#2f4a34", clay: "#a9501f", cream: "#faf5ea", muted: "#57614f" };

function greeting(language: Language, name: string | null | undefined): string {
  const t = emailTranslator(language);
  return name?.trim() ? t("greeting", { name: name.trim() }) : t("greetingNoName");
}

function footerLines(language: Language): string[] {
  return [
    emailTranslator(language)("footer"),
    `${shop.legalName} · ${shop.address.street}, ${shop.address.postalCode} ${shop.address.city} · CVR ${shop.cvr} · ${shop.email}`,
  ];
}

export function EmailLayout({
  language,
  title,
  children,
}: {
  language: Language;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 0,
          backgroundColor: colors.cream,
          fontFamily: "Helvetica, Arial, sans-serif",
          color: colors.ink,
        }}
      >
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: colors.cream }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 560, backgroundColor: "#ffffff", borderRadius: 12 }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          padding: "28px 32px 8px",
                          fontFamily: "Georgia, serif",
                          fontSize: 28,
                          color: colors.forest,
                        }}
                      >
                        {shop.name}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "8px 32px 28px", fontSize: 16, lineHeight: 1.6 }}>{children}</td>
                    </tr>
                  </tbody>
                </table>
                {footerLines(language).map((line) => (
                  <p
                    key={line}
                    style={{ maxWidth: 560, fontSize: 12, color: colors.muted, margin: "12px auto 0" }}
                  >
                    {line}
                  </p>
                ))}
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function EmailButton({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <p style={{ margin: "24px 0" }}>
      <a
        href={href}
        style={{
          display: "inline-block",
          backgroundColor: colors.clay,
          color: "#ffffff",
          padding: "12px 24px",
          borderRadius: 999,
          textDecoration: "none",
          fontWeight: 600,
        }}
      >
        {children}
      </a>
    </p>
  );
}

export function renderHtml(element: React.ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

/** The plain-text part: paragraphs separated by blank lines, then the signature and footer. */
export function plainText(language: Language, paragraphs: string[]): string {
  return [...paragraphs, emailTranslator(language)("signature"), "--", ...footerLines(language)].join("\n\n");
}

function Signature({ language }: { language: Language }) {
  const [first, second] = emailTranslator(language)("signature").split("\n");
  return (
    <p style={{ marginTop: 24 }}>
      {first}
      <br />
      {second}
    </p>
  );
}

/** An e-mail with a greeting, an introduction, one button, a closing line and the signature. */
function actionEmail(options: {
  language: Language;
  template: string;
  subject: string;
  name?: string | null;
  intro: string;
  button: string;
  url: string;
  closing: string;
  /** The button's link signs in, confirms or resets (a one-time token). */
  secretLink?: boolean;
}): RenderedEmail {
  const { language, subject, name, intro, button, url, closing } = options;
  const hello = greeting(language, name);
  const html = renderHtml(
    <EmailLayout language={language} title={subject}>
      <p>{hello},</p>
      <p>{intro}</p>
      <EmailButton href={url}>{button}</EmailButton>
      <p style={{ fontSize: 13, color: colors.muted, wordBreak: "break-all" }}>{url}</p>
      <p>{closing}</p>
      <Signature language={language} />
    </EmailLayout>,
  );
  const text = plainText(language, [`${hello},`, intro, `${button}: ${url}`, closing]);
  return { subject, html, text, template: options.template, secretLink: options.secretLink };
}

/** The e-mails whose one button is a one-time link, by their group of texts. */
type OneTimeLink = "confirm" | "reset" | "signInLink" | "newsletter";

/** An e-mail with a one-time link (it signs in, confirms or resets), in the texts of its kind. */
function oneTimeLinkEmail(
  kind: OneTimeLink,
  template: string,
  options: { language: Language; name?: string | null; url: string },
): RenderedEmail {
  const t = emailTranslator(options.language);
  return actionEmail({
    ...options,
    template,
    secretLink: true,
    subject: t(`${kind}.subject`),
    intro: t(`${kind}.intro`),
    button: t(`${kind}.button`),
    closing: t(`${kind}.expiry`),
  });
}

type LinkOptions = { language: Language; name?: string | null; url: string };

export function confirmEmailMessage(options: LinkOptions): RenderedEmail {
  return oneTimeLinkEmail("confirm", "confirm-email", options);
}

export function resetPasswordMessage(options: LinkOptions): RenderedEmail {
  return oneTimeLinkEmail("reset", "reset-password", options);
}

/** A link that signs the customer in once, instead of their password. */
export function signInLinkMessage(options: LinkOptions): RenderedEmail {
  return oneTimeLinkEmail("signInLink", "sign-in-link", options);
}

/** The newsletter's double opt-in: the link that confirms a sign-up. */
export function newsletterConfirmationMessage(options: LinkOptions): RenderedEmail {
  return oneTimeLinkEmail("newsletter", "newsletter-confirmation", options);
}

export function existingAccountMessage(options: {
  language: Language;
  name?: string | null;
  loginUrl: string;
  resetUrl: string;
}): RenderedEmail {
  const t = emailTranslator(options.language);
  return actionEmail({
    language: options.language,
    template: "existing-account",
    subject: t("existing.subject"),
    name: options.name,
    intro: t("existing.intro"),
    button: t("existing.login"),
    url: options.loginUrl,
    closing: `${t("existing.forgot")} ${options.resetUrl}`,
  });
}
