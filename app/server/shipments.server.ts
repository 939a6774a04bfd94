/**
 * Locker shipments: booked with Økoskabet after an order is paid (by a background job, retried
 * until it works, so a service that is down loses no order), tracked on request, and moved on
 * by Økoskabet's signed webhooks (fulfilled: in the locker; delivered: picked up).
 */
import { and, eq, sql } from "drizzle-orm";
import { isLanguage } from "~/i18n/languages";
import { isUuid } from "~/lib/ids";
import { isShipmentProgress, shipmentMayMove } from "~/lib/shipments";
import { getDb } from "./db/index.server";
import { orderItems, orders, shipments } from "./db/schema.server";
import { logger } from "./logger.server";
import { isValidOkoskabetSignature } from "./lockers/okoskabet.server";
import { lockerGateway, type LockerGateway } from "./lockers/lockers.server";
import { workDueRows } from "./leases.server";

export const SHIPMENTS_JOB = "shipments";
export const MAX_BOOKING_ATTEMPTS = 20;

type ClaimedShipment = {
  id: string;
  order_id: string;
  locker_id: string | null;
  delivery_date: string | null;
  attempts: number;
};

/** Books the shipments that are due (claimed with a lease, so instances never book one twice). */
export async function bookDueShipments(): Promise<{ booked: number; retried: number }> {
  const { client } = lockerGateway();
  const { done, retried, failed } = await workDueRows<typeof shipments, ClaimedShipment>({
    table: shipments,
    statuses: { due: "pending", claimed: "booking", failed: "failed" },
    // The shipment's next attempt is its lease while it is being booked.
    lease: "next_attempt_at",
    maxAttempts: MAX_BOOKING_ATTEMPTS,
    batchSize: 10,
    returning: sql`id, order_id, locker_id, delivery_date::text as delivery_date, attempts`,
    handle: (shipment) => bookShipment(client, shipment),
    failureLog: { message: "locker shipment not booked yet", idKey: "shipment" },
  });
  // A booking given up on counts as retried here, as it always has.
  return { booked: done, retried: retried + failed };
}

/** Books one shipment with Økoskabet and answers the columns that record it booked. */
async function bookShipment(client: LockerGateway["client"], shipment: ClaimedShipment) {
  const db = getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, shipment.order_id));
  if (!order || !shipment.locker_id || !shipment.delivery_date)
    throw new Error("the order has no locker or date");
  const lines = await db.select().from(orderItems).where(eq(orderItems.order_id, order.id));
  const [firstName = "", ...rest] = (order.customer_name ?? "").split(" ");
  const booked = await client.createShipment({
    locale: isLanguage(order.language) ? order.language : "da",
    shipment_reference: order.id,
    customer: {
      first_name: firstName,
      last_name: rest.join(" "),
      phone: order.customer_phone ?? "",
      email: order.customer_email ?? "",
    },
    notes:
      `${order.id.slice(0, 8)}: ${lines.map((line) => `${line.quantity} × ${line.product_title}`).join("; ")}`.slice(
        0,
        500,
      ),
    delivery_date: shipment.delivery_date,
    reservation: { shed_id: shipment.locker_id, max_duration_days: 1 },
  });
  return {
    status: "created",
    external_reference: booked.shipment_reference,
    tracking: { status: "created", at: new Date().toISOString() },
  };
}

export type Tracking = { status: string; deliveryDate: string | null };

/** Asks Økoskabet where a customer's shipment is (only the customer's own order). */
export async function trackShipment(userId: string, orderId: string): Promise<Tracking | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await getDb()
    .select({ shipment: shipments })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.order_id))
    .where(and(eq(shipments.order_id, orderId), eq(orders.user_id, userId)));
  if (!row) return null;
  const { shipment } = row;
  if (!shipment.external_reference) return { status: shipment.status, deliveryDate: shipment.delivery_date };
  const answer = await lockerGateway().client.getShipment(shipment.external_reference);
  if (isShipmentProgress(answer.status) && shipmentMayMove(shipment.status, answer.status)) {
    await moveShipment(shipment.id, shipment.status, answer.status);
    return { status: answer.status, deliveryDate: answer.delivery_date ?? shipment.delivery_date };
  }
  return { status: shipment.status, deliveryDate: answer.delivery_date ?? shipment.delivery_date };
}

/** Moves a shipment on, if it is still where it was read (a message at the same moment may have moved it). */
async function moveShipment(id: string, from: string, to: string): Promise<boolean> {
  const moved = await getDb()
    .update(shipments)
    .set({ status: to, tracking: { status: to, at: new Date().toISOString() } })
    .where(and(eq(shipments.id, id), eq(shipments.status, from)))
    .returning({ id: shipments.id });
  return moved.length > 0;
}

const answer = (status: number, text: string) => new Response(text, { status });

/**
 * Økoskabet's webhook: verified, then the shipment moves on (fulfilled: in the locker;
 * delivered: picked up). Only forward: a replayed or late message that would move it back is
 * refused (409), a status the shop does not know is refused (400), and the same message twice
 * changes nothing. (The signature covers the body only, with no time in it, so the order of
 * statuses is what keeps a replay harmless.)
 */
export async function handleLockerWebhook(request: Request): Promise<Response> {
  const raw = await request.text();
  const { webhookSecret } = lockerGateway();
  if (
    !webhookSecret ||
    !isValidOkoskabetSignature(raw, request.headers.get("x-hmac-sha256"), webhookSecret)
  ) {
    return answer(403, "Invalid signature");
  }
  let body: { shipment_reference?: unknown; changes?: { status?: { value?: unknown } } };
  try {
    body = JSON.parse(raw);
  } catch {
    return answer(400, "Not JSON");
  }
  const reference = body?.shipment_reference;
  const status = body?.changes?.status?.value;
  if (typeof reference !== "string") return answer(400, "No shipment_reference");
  if (status === undefined) return answer(200, "No status change");
  if (!isShipmentProgress(status)) {
    logger.warn({ reference, status }, "locker webhook with an unknown status refused");
    return answer(400, "Unknown status");
  }
  const [shipment] = await getDb()
    .select()
    .from(shipments)
    .where(eq(shipments.external_reference, reference));
  if (!shipment) return answer(404, "Unknown shipment");
  if (shipment.status === status) return answer(200, "OK");
  if (
    !shipmentMayMove(shipment.status, status) ||
    !(await moveShipment(shipment.id, shipment.status, status))
  ) {
    logger.warn(
      { reference, from: shipment.status, to: status },
      "locker webhook moving a shipment back refused",
    );
    return answer(409, "The shipment is past that status");
  }
  return answer(200, "OK");
}
