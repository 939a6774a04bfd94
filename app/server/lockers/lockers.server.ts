/**
 * The shop's side of the lockers: which Økoskabet to talk to (the real one with
 * OKOSKABET_API_KEY, else the sandbox), and the shed search of the checkout (address and
 * postal code, 20 results), mapped onto the shop's Shed.
 */
import { shopDate } from "~/lib/copenhagen";
import { BOOKING_WINDOW_DAYS, distanceKm, SHED_SEARCH_LIMIT, type Shed } from "~/lib/delivery";
import { shopNow } from "../clock.server";
import { config } from "../config.server";
import { describeError } from "../errors.server";
import { logger } from "../logger.server";
import {
  createOkoskabetClient,
  OkoskabetError,
  type LockerClient,
  type ShedsAnswer,
} from "./okoskabet.server";
import { handleLockerSandbox, SANDBOX_LOCKER_PATH, sandboxLockerKeys } from "./okoskabet-sandbox.server";

export type LockerGateway = { client: LockerClient; webhookSecret: string | null; sandbox: boolean };

export function lockerGateway(): LockerGateway {
  const cfg = config();
  if (cfg.okoskabet) {
    return {
      client: createOkoskabetClient({ apiUrl: cfg.okoskabet.apiUrl, apiKey: cfg.okoskabet.apiKey }),
      webhookSecret: cfg.okoskabet.webhookSecret ?? null,
      sandbox: false,
    };
  }
  const keys = sandboxLockerKeys();
  return {
    client: createOkoskabetClient({
      apiUrl: `${cfg.publicUrl}${SANDBOX_LOCKER_PATH}`,
      apiKey: keys.apiKey,
      fetch: async (input, init) => handleLockerSandbox(new Request(input, init)),
    }),
    webhookSecret: keys.webhookSecret,
    sandbox: true,
  };
}

/**
 * When the shed service cannot be reached: three sheds in Copenhagen (one unavailable), as the
 * specification says. Their ids say they are fallbacks; booking one is retried until the
 * service answers again.
 */
export const FALLBACK_SHEDS: Shed[] = [
  {
    id: "fallback-vesterbro",
    name: "Økoskab Vesterbro",
    address: "Halmtorvet 11",
    city: "København V",
    zip: "1700",
    distance: null,
    latitude: 55.6705,
    longitude: 12.5605,
    available: true,
    nextAvailableDate: null,
    availableDates: [],
  },
  {
    id: "fallback-norrebro",
    name: "Økoskab Nørrebro",
    address: "Jægersborggade 40",
    city: "København N",
    zip: "2200",
    distance: null,
    latitude: 55.6944,
    longitude: 12.5436,
    available: true,
    nextAvailableDate: null,
    availableDates: [],
  },
  {
    id: "fallback-osterbro",
    name: "Økoskab Østerbro",
    address: "Østerbrogade 70",
    city: "København Ø",
    zip: "2100",
    distance: null,
    latitude: 55.6993,
    longitude: 12.5788,
    available: false,
    nextAvailableDate: null,
    availableDates: [],
  },
];

export type ShedSearch = { sheds: Shed[]; fallback: boolean };

export class ShedServiceError extends Error {
  override name = "ShedServiceError";
}

/** Maps the service's answer onto the shop's sheds: nearest first, the next date worked out. */
export function mapSheds(answer: ShedsAnswer, today = shopDate(shopNow())): Shed[] {
  return answer.sheds.slice(0, SHED_SEARCH_LIMIT).map((shed) => {
    const dates = [...new Set(shed.delivery_dates)].filter((date) => date >= today).sort();
    return {
      id: shed.id,
      name: shed.name,
      address: shed.address.address,
      city: shed.address.city,
      zip: shed.address.postal_code,
      distance:
        answer.origin && shed.address.latitude != null && shed.address.longitude != null
          ? Math.round(
              distanceKm(answer.origin, {
                latitude: shed.address.latitude,
                longitude: shed.address.longitude,
              }) * 10,
            ) / 10
          : null,
      latitude: shed.address.latitude ?? null,
      longitude: shed.address.longitude ?? null,
      available: dates.length > 0,
      nextAvailableDate: dates[0] ?? null,
      availableDates: dates,
    };
  });
}

const CACHE_MS = 60_000;
const cache = new Map<string, { at: number; result: ShedSearch }>();

/**
 * Sheds near an address and/or postal code (both optional), at most 20. A service that cannot
 * be reached gives the fallback sheds; a service that answers nonsense is an error
 * ('Invalid response from shed service').
 */
export async function searchSheds(query: { address?: string; zip?: string }): Promise<ShedSearch> {
  const address = query.address?.trim().slice(0, 120) || undefined;
  const zip = query.zip?.trim().match(/^\d{4}$/)?.[0];
  const key = `${address ?? ""}|${zip ?? ""}`;
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.result;
  let result: ShedSearch;
  try {
    const answer = await lockerGateway().client.findSheds({
      address,
      zipcode: zip,
      maximumDaysInFuture: BOOKING_WINDOW_DAYS,
    });
    result = { sheds: mapSheds(answer), fallback: false };
  } catch (error) {
    if (error instanceof OkoskabetError && error.invalidResponse) {
      throw new ShedServiceError("Invalid response from shed service", { cause: error });
    }
    logger.warn({ err: describeError(error) }, "shed service unavailable: showing the fallback sheds");
    return { sheds: FALLBACK_SHEDS, fallback: true };
  }
  cache.set(key, { at: Date.now(), result });
  if (cache.size > 500) cache.delete(cache.keys().next().value!);
  return result;
}

/** One shed from a search, to check a choice the browser sent. */
export async function findShed(id: string, query: { address?: string; zip?: string }): Promise<Shed | null> {
  const { sheds } = await searchSheds(query);
  return (
    sheds.find((shed) => shed.id === id) ??
    (await searchSheds({})).sheds.find((shed) => shed.id === id) ??
    null
  );
}
