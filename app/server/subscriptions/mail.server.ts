/**
 * An e-mail about a subscription, with the subscription's jars, frequency and place filled in
 * (the texts are in app/server/mail/subscription.server.tsx).
 */
import { eq, inArray } from "drizzle-orm";
import { isLanguage } from "~/i18n/languages";
import { localized } from "~/i18n/localized";
import type { Transaction } from "../db/index.server";
import { products, profiles, type Subscription } from "../db/schema.server";
import {
  enqueueSubscriptionMail,
  type SubscriptionMail,
  type SubscriptionMailContext,
} from "../mail/subscription.server";
import { itemsOf } from "./plan.server";

/** Queues an e-mail to the subscription's customer, in its language (none without a customer). */
export async function mail(
  tx: Transaction,
  subscription: Subscription,
  message: SubscriptionMail,
): Promise<void> {
  if (!subscription.user_id) return;
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, subscription.user_id));
  if (!profile) return;
  const items = await itemsOf(subscription.id, tx);
  const titled = items.length
    ? await tx
        .select({ id: products.id, title: products.title, title_en: products.title_en })
        .from(products)
        .where(
          inArray(
            products.id,
            items.map((item) => item.productId),
          ),
        )
    : [];
  const context: SubscriptionMailContext = {
    to: profile.email,
    language: subscription.language,
    frequencyWeeks: subscription.frequency_weeks,
    lines: items.map((item) => {
      const product = titled.find((row) => row.id === item.productId);
      return `${item.quantity} × ${localized(product?.title, product?.title_en, isLanguage(subscription.language) ? subscription.language : "da")}`;
    }),
    provider: subscription.delivery_provider,
    locker: subscription.shed_info,
    address: [profile.street_address, [profile.postal_code, profile.city].filter(Boolean).join(" ")]
      .filter(Boolean)
      .join(", "),
  };
  await enqueueSubscriptionMail(message, context, tx);
}
