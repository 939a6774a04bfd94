/** The SMTP connection for outgoing mail (Nodemailer), when SMTP_URL is set. */
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "../config.server";

let cached: { url: string; transport: Transporter } | undefined;

export function mailTransport(): Transporter | null {
  const url = config().smtpUrl;
  if (!url) return null;
  if (cached?.url !== url) {
    cached = {
      url,
      transport: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return cached.transport;
}
