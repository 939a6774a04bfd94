/** Reading the mail the shop sent, from the test SMTP server (e2e/support/mail-catcher.mjs). */
import { expect } from "@playwright/test";
import { MAIL_API } from "./environment";

export type CaughtMail = { to: string[]; from: string; subject: string; text: string; html: string };

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits for the n-th e-mail (1 = first) to an address and returns it. */
export async function waitForMail(address: string, count = 1): Promise<CaughtMail> {
  let mails: CaughtMail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(address)).length, {
      timeout: 15_000,
      message: `e-mail number ${count} to ${address}`,
    })
    .toBeGreaterThanOrEqual(count);
  return mails[count - 1]!;
}

/** The first link in the e-mail's text that matches. */
export function linkIn(mail: CaughtMail, pattern: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => pattern.test(candidate));
  if (!link) throw new Error(`no link matching ${pattern} in "${mail.subject}":\n${mail.text}`);
  return link;
}
