/**
 * The built-in Økoskabet sandbox, used when no Økoskabet key is configured: the same API
 * contract (under /sandbox/okoskabet/api, and in-process for the shop's own client) with 14
 * chilled lockers around Copenhagen that are filled on Wednesdays and Fridays.
 */
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { addDays, shopDate, weekdayOf } from "~/lib/copenhagen";
import { DELIVERY_WEEKDAYS, distanceKm } from "~/lib/delivery";
import { shopNow } from "../clock.server";
import { config } from "../config.server";
import { describeError } from "../errors.server";
import { getDb } from "../db/index.server";
import { sandboxShipments } from "../db/schema.server";
import { logger } from "../logger.server";
import { authSecret } from "../secret.server";
import { okoskabetSignature, type ShipmentRequest } from "./okoskabet.server";

export const SANDBOX_LOCKER_PATH = "/sandbox/okoskabet/api";

export function sandboxLockerKeys() {
  const derive = (purpose: string) =>
    createHmac("sha256", authSecret()).update(`okoskabet-sandbox:${purpose}`).digest("hex");
  return { apiKey: derive("api-key"), webhookSecret: derive("webhook-secret") };
}

type SandboxLocker = {
  id: string;
  name: string;
  address: string;
  postal_code: string;
  city: string;
  latitude: number;
  longitude: number;
  /** Which delivery days it is filled: both by default. */
  weekdays?: readonly number[];
  /** Days before its first delivery (a full locker). */
  firstAfterDays?: number;
  closed?: boolean;
};

export const SANDBOX_LOCKERS: SandboxLocker[] = [
  {
    id: "ks-vesterbro",
    name: "Økoskab Vesterbro, Halmtorvet",
    address: "Halmtorvet 11",
    postal_code: "1700",
    city: "København V",
    latitude: 55.6705,
    longitude: 12.5605,
  },
  {
    id: "ks-norrebro",
    name: "Økoskab Nørrebro, Jægersborggade",
    address: "Jægersborggade 40",
    postal_code: "2200",
    city: "København N",
    latitude: 55.6944,
    longitude: 12.5436,
  },
  {
    id: "ks-osterbro",
    name: "Økoskab Østerbro, Trianglen",
    address: "Østerbrogade 70",
    postal_code: "2100",
    city: "København Ø",
    latitude: 55.6993,
    longitude: 12.5788,
  },
  {
    id: "ks-frederiksberg",
    name: "Økoskab Frederiksberg, Værnedamsvej",
    address: "Værnedamsvej 8",
    postal_code: "1819",
    city: "Frederiksberg C",
    latitude: 55.6729,
    longitude: 12.5471,
  },
  {
    id: "ks-amager",
    name: "Økoskab Amager, Amagerbrogade",
    address: "Amagerbrogade 130",
    postal_code: "2300",
    city: "København S",
    latitude: 55.6563,
    longitude: 12.6045,
  },
  {
    id: "ks-valby",
    name: "Økoskab Valby, Valby Langgade",
    address: "Valby Langgade 55",
    postal_code: "2500",
    city: "Valby",
    latitude: 55.6624,
    longitude: 12.5153,
  },
  {
    id: "ks-christianshavn",
    name: "Økoskab Christianshavn, Torvegade",
    address: "Torvegade 47",
    postal_code: "1400",
    city: "København K",
    latitude: 55.6727,
    longitude: 12.5937,
    weekdays: [5],
  },
  {
    id: "ks-noerreport",
    name: "Økoskab Indre By, Nørreport",
    address: "Frederiksborggade 21",
    postal_code: "1360",
    city: "København K",
    latitude: 55.6835,
    longitude: 12.5714,
  },
  {
    id: "ks-sydhavn",
    name: "Økoskab Sydhavnen, Mozarts Plads",
    address: "Mozarts Plads 3",
    postal_code: "2450",
    city: "København SV",
    latitude: 55.6521,
    longitude: 12.5412,
  },
  {
    id: "ks-nordvest",
    name: "Økoskab Nordvest, Rentemestervej",
    address: "Rentemestervej 12",
    postal_code: "2400",
    city: "København NV",
    latitude: 55.7074,
    longitude: 12.5299,
  },
  {
    id: "ks-hellerup",
    name: "Økoskab Hellerup, Strandvejen",
    address: "Strandvejen 150",
    postal_code: "2900",
    city: "Hellerup",
    latitude: 55.7318,
    longitude: 12.5766,
    firstAfterDays: 8,
  },
  {
    id: "ks-glostrup",
    name: "Økoskab Glostrup, Hovedvejen",
    address: "Hovedvejen 98",
    postal_code: "2600",
    city: "Glostrup",
    latitude: 55.6664,
    longitude: 12.4023,
  },
  {
    id: "ks-vanlose",
    name: "Økoskab Vanløse, Jernbane Allé",
    address: "Jernbane Allé 44",
    postal_code: "2720",
    city: "Vanløse",
    latitude: 55.6873,
    longitude: 12.4912,
  },
  {
    id: "ks-bronshoj",
    name: "Økoskab Brønshøj, Frederikssundsvej",
    address: "Frederikssundsvej 200",
    postal_code: "2700",
    city: "Brønshøj",
    latitude: 55.7045,
    longitude: 12.4873,
    closed: true,
  },
];

/** Where a postal code is, roughly: the first sandbox locker with that code, else the area's centre. */
function originOf(zipcode: string | null): { latitude: number; longitude: number } | null {
  if (!zipcode || !/^\d{4}$/.test(zipcode)) return null;
  const exact = SANDBOX_LOCKERS.find((locker) => locker.postal_code === zipcode);
  if (exact) return { latitude: exact.latitude, longitude: exact.longitude };
  const code = Number(zipcode);
  if (code >= 1000 && code <= 2999) return { latitude: 55.6761, longitude: 12.5683 }; // Copenhagen
  return null;
}

function deliveryDates(locker: SandboxLocker, days: number): string[] {
  if (locker.closed) return [];
  const today = shopDate(shopNow());
  const dates: string[] = [];
  for (let offset = locker.firstAfterDays ?? 1; offset <= days; offset++) {
    const date = addDays(today, offset);
    if ((locker.weekdays ?? DELIVERY_WEEKDAYS).includes(weekdayOf(date))) dates.push(date);
  }
  return dates;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export async function handleLockerSandbox(request: Request): Promise<Response> {
  if (request.headers.get("Authorization") !== sandboxLockerKeys().apiKey)
    return json({ error_message: "Unauthorized" }, 401);
  const url = new URL(request.url);
  const path = url.pathname.slice(url.pathname.indexOf(SANDBOX_LOCKER_PATH) + SANDBOX_LOCKER_PATH.length);

  if (request.method === "GET" && path === "/api/v1/sheds/") {
    const origin = originOf(url.searchParams.get("zipcode"));
    const days = Math.min(Number(url.searchParams.get("maximum_days_in_future")) || 14, 60);
    const lockers = SANDBOX_LOCKERS.map((locker) => ({
      locker,
      distance: origin ? distanceKm(origin, locker) : 0,
    }))
      .sort((a, b) => a.distance - b.distance)
      .map(({ locker }) => ({
        id: locker.id,
        name: locker.name,
        address: {
          address: locker.address,
          city: locker.city,
          postal_code: locker.postal_code,
          latitude: locker.latitude,
          longitude: locker.longitude,
        },
        ...(url.searchParams.get("delivery_dates") === "true"
          ? { delivery_dates: deliveryDates(locker, days) }
          : {}),
      }));
    return json({ origin, sheds: lockers });
  }

  if (request.method === "POST" && path === "/api/v1/shipments/") {
    const body = (await request.json().catch(() => null)) as ShipmentRequest | null;
    const locker = SANDBOX_LOCKERS.find((candidate) => candidate.id === body?.reservation?.shed_id);
    if (!body?.shipment_reference || !body.customer?.email || !body.delivery_date) {
      return json({ error_message: "shipment_reference, customer and delivery_date are required" }, 422);
    }
    if (!locker) return json({ error_message: "Unknown locker" }, 422);
    if (!deliveryDates(locker, 60).includes(body.delivery_date))
      return json({ error_message: "No delivery to this locker on that date" }, 422);
    const shipment = {
      shipment_reference: body.shipment_reference,
      status: "created",
      delivery_date: body.delivery_date,
      shed_id: locker.id,
      customer: body.customer,
    };
    const inserted = await getDb()
      .insert(sandboxShipments)
      .values({ shipment_reference: body.shipment_reference, body: shipment })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return json({ error_message: "A shipment with this reference exists" }, 409);
    return json(shipment, 201);
  }

  const shipmentMatch = /^\/api\/v1\/shipments\/([^/]+)$/.exec(path);
  if (shipmentMatch) {
    const reference = decodeURIComponent(shipmentMatch[1]!);
    const [row] = await getDb()
      .select()
      .from(sandboxShipments)
      .where(eq(sandboxShipments.shipment_reference, reference));
    if (!row) return json({ error_message: "Not found" }, 404);
    if (request.method === "GET") return json({ ...(row.body as object), status: row.status });
    if (request.method === "DELETE") {
      await getDb()
        .update(sandboxShipments)
        .set({ status: "cancelled" })
        .where(eq(sandboxShipments.shipment_reference, reference));
      return new Response(null, { status: 204 });
    }
  }
  return json({ error_message: "Not found" }, 404);
}

/**
 * Moves a sandbox shipment on (fulfilled: in the locker; delivered: picked up) and sends the
 * shop the signed webhook Økoskabet would send.
 */
export async function advanceSandboxShipment(
  reference: string,
  status: "fulfilled" | "delivered",
): Promise<boolean> {
  const updated = await getDb()
    .update(sandboxShipments)
    .set({ status })
    .where(eq(sandboxShipments.shipment_reference, reference))
    .returning();
  if (updated.length === 0) return false;
  const body = JSON.stringify({
    event: "reservation_updated",
    shipment_reference: reference,
    changes: { status: { value: status } },
  });
  try {
    await fetch(`${config().publicUrl}/webhooks/okoskabet`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "x-hmac-sha256": okoskabetSignature(body, sandboxLockerKeys().webhookSecret),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    logger.warn({ err: describeError(error) }, "sandbox locker webhook could not be delivered");
  }
  return true;
}
