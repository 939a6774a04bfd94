/**
 * The shop's side of the lockers: which Økoskabet to talk to (the real one with
 * OKOSKABET_API_KEY, else the sandbox), and the locker search of the checkout (address and
 * postal code, 20 results), mapped onto the shop's Locker.
 */
import { shopDate } from "~/lib/copenhagen";
import { BOOKING_WINDOW_DAYS, distanceKm, LOCKER_SEARCH_LIMIT, type Locker } from "~/lib/delivery";
import { shopNow } from "../clock.server";
import { config } from "../config.server";
import { describeError } from "../errors.server";
import { logger } from "../logger.server";
import {
  createOkoskabetClient,
  OkoskabetError,
  type LockerClient,
  type LockersAnswer,
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
 * When the locker service cannot be reached: three lockers in Copenhagen (one unavailable), as the
 * specification says. Their ids say they are fallbacks; booking one is retried until the
 * service answers again.
 */
export const FALLBACK_LOCKERS: Locker[] = [
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

export type LockerSearch = { lockers: Locker[]; fallback: boolean };

export class LockerServiceError extends Error {
  override name = "LockerServiceError";
}

/** Maps the service's answer onto the shop's lockers: nearest first, the next date worked out. */
export function mapLockers(answer: LockersAnswer, today = shopDate(shopNow())): Locker[] {
  return answer.sheds.slice(0, LOCKER_SEARCH_LIMIT).map((locker) => {
    const dates = [...new Set(locker.delivery_dates)].filter((date) => date >= today).sort();
    return {
      id: locker.id,
      name: locker.name,
      address: locker.address.address,
      city: locker.address.city,
      zip: locker.address.postal_code,
      distance:
        answer.origin && locker.address.latitude != null && locker.address.longitude != null
          ? Math.round(
              distanceKm(answer.origin, {
                latitude: locker.address.latitude,
                longitude: locker.address.longitude,
              }) * 10,
            ) / 10
          : null,
      latitude: locker.address.latitude ?? null,
      longitude: locker.address.longitude ?? null,
      available: dates.length > 0,
      nextAvailableDate: dates[0] ?? null,
      availableDates: dates,
    };
  });
}

const CACHE_MS = 60_000;
const cache = new Map<string, { at: number; result: LockerSearch }>();

/**
 * Lockers near an address and/or postal code (both optional), at most 20. A service that cannot
 * be reached gives the fallback lockers; a service that answers nonsense is an error
 * ('Invalid response from shed service').
 */
export async function searchLockers(query: { address?: string; zip?: string }): Promise<LockerSearch> {
  const address = query.address?.trim().slice(0, 120) || undefined;
  const zip = query.zip?.trim().match(/^\d{4}$/)?.[0];
  const key = `${address ?? ""}|${zip ?? ""}`;
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.result;
  let result: LockerSearch;
  try {
    const answer = await lockerGateway().client.findLockers({
      address,
      zipcode: zip,
      maximumDaysInFuture: BOOKING_WINDOW_DAYS,
    });
    result = { lockers: mapLockers(answer), fallback: false };
  } catch (error) {
    if (error instanceof OkoskabetError && error.invalidResponse) {
      throw new LockerServiceError("Invalid response from shed service", { cause: error });
    }
    logger.warn({ err: describeError(error) }, "locker service unavailable: showing the fallback lockers");
    return { lockers: FALLBACK_LOCKERS, fallback: true };
  }
  cache.set(key, { at: Date.now(), result });
  if (cache.size > 500) cache.delete(cache.keys().next().value!);
  return result;
}

/** One locker from a search, to check a choice the browser sent. */
export async function findLocker(
  id: string,
  query: { address?: string; zip?: string },
): Promise<Locker | null> {
  const { lockers } = await searchLockers(query);
  return (
    lockers.find((locker) => locker.id === id) ??
    (await searchLockers({})).lockers.find((locker) => locker.id === id) ??
    null
  );
}
