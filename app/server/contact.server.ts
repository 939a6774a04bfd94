/**
 * The contact form: a message is stored in `contact_messages`, e-mailed to the shop through
 * the outbox and, when the sender ticked the box, signs them up for the newsletter (which
 * e-mails them its confirmation link): all in one transaction, so a message is never half-sent.
 */
import type { Language } from "~/i18n/languages";
import type { ContactInput } from "~/lib/schemas/contact";
import { shop } from "~/lib/shop";
import { config } from "./config.server";
import { getDb } from "./db/index.server";
import { contactMessages } from "./db/schema.server";
import { contactMessageEmail } from "./mail/contact-message.server";
import { enqueueEmail } from "./mail/outbox.server";
import { subscribeToNewsletter } from "./newsletter.server";
import { passAddressLimit } from "./proof-of-work.server";
import { RATE_LIMITS } from "./rate-limit.server";

/** The shop's staff read Danish. */
const SHOP_LANGUAGE = "da";

/** Where contact-form messages go: SHOP_EMAIL, or the shop's own address. */
export function shopInbox(): string {
  return config().shopEmail ?? shop.email;
}

/**
 * Counts one post of the form from an address (every complete one, wrong sums included); past
 * the limit it goes through only with a proof of work.
 */
export function passContactLimit(clientIp: string, proof: string | null): Promise<boolean> {
  return passAddressLimit(`contact-ip:${clientIp}`, RATE_LIMITS.contactPerIp, proof, "contact");
}

/**
 * Stores and sends a message. A ticked newsletter box signs the sender up like the footer's
 * form: the address counts once it is confirmed through the e-mail it gets, in `language`.
 */
export async function sendContactMessage(input: ContactInput, language: Language): Promise<{ id: string }> {
  const message = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone || null,
    subject: input.subject,
    message: input.message,
    newsletter: input.newsletter,
  };
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        first_name: message.firstName,
        last_name: message.lastName,
        email: message.email,
        phone: message.phone,
        subject: message.subject,
        message: message.message,
        newsletter: message.newsletter,
      })
      .returning({ id: contactMessages.id });
    // Already on the list is fine: the sender stays subscribed as they were.
    if (message.newsletter) {
      await subscribeToNewsletter(
        { first_name: message.firstName, last_name: message.lastName, email: message.email },
        language,
        tx,
      );
    }
    await enqueueEmail(
      { to: shopInbox(), about: message.email, ...contactMessageEmail(message, SHOP_LANGUAGE) },
      tx,
    );
    return { id: row!.id };
  });
}
