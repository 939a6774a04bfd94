/**
 * A client for Økoskabet's API (docs/integrations.md, "Økoskabet", inferred from their
 * WooCommerce plugin): lockers with delivery dates, shipments, cancellation, and the signature on
 * their webhooks. The built-in sandbox speaks the same contract. Økoskabet calls its lockers
 * "sheds": `/sheds/`, `sheds` and `shed_id` are its names on the wire; the shop says locker.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export const lockerSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
  address: z.object({
    address: z.string(),
    city: z.string(),
    postal_code: z.union([z.string(), z.number()]).transform(String),
    latitude: z.number().nullable().optional(),
    longitude: z.number().nullable().optional(),
  }),
  delivery_dates: z.array(z.string()).default([]),
});

export const lockersAnswerSchema = z.object({
  origin: z.object({ latitude: z.number(), longitude: z.number() }).nullable().optional(),
  sheds: z.array(lockerSchema),
});

export type LockersAnswer = z.infer<typeof lockersAnswerSchema>;

export type ShipmentRequest = {
  locale: "da" | "en";
  shipment_reference: string;
  customer: { first_name: string; last_name: string; phone: string; email: string };
  notes?: string;
  delivery_date: string;
  reservation: { shed_id: string; max_duration_days: number };
};

export const shipmentSchema = z
  .object({
    shipment_reference: z.string(),
    status: z.string().optional().default("created"),
    delivery_date: z.string().nullable().optional(),
  })
  .passthrough();
export type OkoskabetShipment = z.infer<typeof shipmentSchema>;

export class OkoskabetError extends Error {
  override name = "OkoskabetError";
  constructor(
    message: string,
    readonly status?: number,
    /** The answer was there but not what the contract says (the shop's "Invalid response"). */
    readonly invalidResponse = false,
  ) {
    super(message);
  }
}

export type LockerClient = {
  findLockers(query: {
    zipcode?: string;
    address?: string;
    maximumDaysInFuture: number;
  }): Promise<LockersAnswer>;
  createShipment(request: ShipmentRequest): Promise<OkoskabetShipment>;
  /** Not in the plugin's code: GET /api/v1/shipments/{reference} [verify with Økoskabet]. */
  getShipment(reference: string): Promise<OkoskabetShipment>;
  cancelShipment(reference: string): Promise<void>;
};

export function createOkoskabetClient(options: {
  apiUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): LockerClient {
  const send = options.fetch ?? fetch;

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await send(`${options.apiUrl}/api/v1${path}`, {
        method,
        headers: {
          Authorization: options.apiKey,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 8_000),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new OkoskabetError(
        timedOut ? "Økoskabet did not answer in time" : `Økoskabet could not be reached (${String(error)})`,
      );
    }
    if (response.status === 204) return null;
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      if (response.ok)
        throw new OkoskabetError("Økoskabet answered with something that is not JSON", response.status, true);
    }
    if (!response.ok) {
      const message = (json as { error_message?: unknown } | null)?.error_message;
      throw new OkoskabetError(
        `Økoskabet answered ${response.status}: ${typeof message === "string" ? message : text.slice(0, 200)}`,
        response.status,
      );
    }
    return json;
  }

  const parse = <T>(schema: z.ZodType<T>, value: unknown, what: string): T => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new OkoskabetError(`Invalid response from shed service (${what})`, 200, true);
    return parsed.data;
  };

  return {
    async findLockers({ zipcode, address, maximumDaysInFuture }) {
      const query = new URLSearchParams({
        delivery_dates: "true",
        maximum_days_in_future: String(maximumDaysInFuture),
      });
      if (zipcode) query.set("zipcode", zipcode);
      if (address) query.set("address", address);
      return parse(lockersAnswerSchema, await call("GET", `/sheds/?${query}`), "sheds");
    },
    async createShipment(request) {
      return parse(shipmentSchema, await call("POST", "/shipments/", request), "shipment");
    },
    async getShipment(reference) {
      return parse(
        shipmentSchema,
        await call("GET", `/shipments/${encodeURIComponent(reference)}`),
        "shipment",
      );
    },
    async cancelShipment(reference) {
      await call("DELETE", `/shipments/${encodeURIComponent(reference)}`);
    },
  };
}

/** Økoskabet signs webhooks: x-hmac-sha256 = hex HMAC-SHA256 of the raw body with the webhook secret. */
export function okoskabetSignature(rawBody: string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("hex");
}

export function isValidOkoskabetSignature(rawBody: string, header: string | null, secret: string): boolean {
  if (!header || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(okoskabetSignature(rawBody, secret), "hex");
  const given = Buffer.from(header, "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
