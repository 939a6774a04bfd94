/**
 * Økoskabet's API contract, as the shop's client uses it: the same cases against the built-in
 * sandbox in-process and over HTTP, and against Økoskabet itself when
 * OKOSKABET_CONTRACT_API_KEY (and OKOSKABET_CONTRACT_API_URL) are set — skipped here, where
 * there is no network. Then the shop's locker search on top of it: nearest first, at most 20,
 * the fallback lockers when the service is down, and the error when it answers nonsense.
 */
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { addDays, shopDate, weekdayOf } from "~/lib/copenhagen";
import { resetConfig } from "~/server/config.server";
import {
  FALLBACK_LOCKERS,
  lockerGateway,
  searchLockers,
  LockerServiceError,
} from "~/server/lockers/lockers.server";
import { SANDBOX_LOCKER_PATH, sandboxLockerKeys } from "~/server/lockers/okoskabet-sandbox.server";
import {
  createOkoskabetClient,
  isValidOkoskabetSignature,
  okoskabetSignature,
  OkoskabetError,
  type LockerClient,
} from "~/server/lockers/okoskabet.server";
import { setupTestDatabase } from "./helpers/database";
import { setupScriptedServer } from "./helpers/scripted-server";
import { setupServiceServer } from "./helpers/service-server";

setupTestDatabase();
const services = setupServiceServer();

type Target = { name: string; client: () => LockerClient };
const targets: Target[] = [
  { name: "the sandbox, in-process", client: () => lockerGateway().client },
  {
    name: "the sandbox, over HTTP",
    client: () =>
      createOkoskabetClient({
        apiUrl: `${services.url}${SANDBOX_LOCKER_PATH}`,
        apiKey: sandboxLockerKeys().apiKey,
      }),
  },
];
if (process.env.OKOSKABET_CONTRACT_API_KEY) {
  targets.push({
    name: "Økoskabet's test account",
    client: () =>
      createOkoskabetClient({
        apiUrl: process.env.OKOSKABET_CONTRACT_API_URL ?? "https://okoskabet.dk",
        apiKey: process.env.OKOSKABET_CONTRACT_API_KEY!,
      }),
  });
}

const customer = { first_name: "Anna", last_name: "Hansen", phone: "+4512345678", email: "anna@example.dk" };

describe.each(targets)("Økoskabet's contract: $name", ({ client: clientFor }) => {
  it("lists lockers near a postal code with their delivery dates within the window", async () => {
    const answer = await clientFor().findLockers({ zipcode: "2200", maximumDaysInFuture: 14 });
    expect(answer.sheds.length).toBeGreaterThanOrEqual(12);
    expect(answer.sheds[0]!.address.postal_code).toBe("2200");
    const today = shopDate();
    const dates = answer.sheds.flatMap((locker) => locker.delivery_dates);
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) {
      expect(date > today && date <= addDays(today, 14)).toBe(true);
      expect([3, 5]).toContain(weekdayOf(date));
    }
  });

  it("books a shipment to a locker on a delivery date, tracks it, refuses it twice, and cancels it", async () => {
    const client = clientFor();
    const { sheds: lockers } = await client.findLockers({ zipcode: "1700", maximumDaysInFuture: 14 });
    const locker = lockers.find((candidate) => candidate.delivery_dates.length > 0)!;
    const reference = randomUUID();
    const request = {
      locale: "da" as const,
      shipment_reference: reference,
      customer,
      notes: "1 × Tomatsuppe",
      delivery_date: locker.delivery_dates[0]!,
      reservation: { shed_id: locker.id, max_duration_days: 1 },
    };
    expect(await client.createShipment(request)).toMatchObject({
      shipment_reference: reference,
      delivery_date: locker.delivery_dates[0],
    });
    expect(await client.getShipment(reference)).toMatchObject({
      shipment_reference: reference,
      status: "created",
    });
    await expect(client.createShipment(request)).rejects.toMatchObject({ status: 409 });

    await client.cancelShipment(reference);
    expect((await client.getShipment(reference)).status).toBe("cancelled");
  });

  it("refuses a shipment to an unknown locker or on a day the locker is not filled", async () => {
    const client = clientFor();
    const { sheds: lockers } = await client.findLockers({ zipcode: "1700", maximumDaysInFuture: 14 });
    const locker = lockers.find((candidate) => candidate.delivery_dates.length > 0)!;
    const base = { locale: "da" as const, customer, delivery_date: locker.delivery_dates[0]! };
    await expect(
      client.createShipment({
        ...base,
        shipment_reference: randomUUID(),
        reservation: { shed_id: "no-such-locker", max_duration_days: 1 },
      }),
    ).rejects.toMatchObject({ status: 422 });
    const monday = Array.from({ length: 7 }, (_, i) => addDays(shopDate(), i + 1)).find(
      (date) => weekdayOf(date) === 1,
    )!;
    await expect(
      client.createShipment({
        ...base,
        delivery_date: monday,
        shipment_reference: randomUUID(),
        reservation: { shed_id: locker.id, max_duration_days: 1 },
      }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it("answers 404 for a shipment it does not know", async () => {
    await expect(clientFor().getShipment(randomUUID())).rejects.toMatchObject({ status: 404 });
  });
});

describe("the Økoskabet client and the shop's locker search", () => {
  const scripted = setupScriptedServer();
  afterEach(() => {
    delete process.env.OKOSKABET_API_KEY;
    delete process.env.OKOSKABET_API_URL;
    delete process.env.OKOSKABET_WEBHOOK_SECRET;
    resetConfig();
  });
  /** Points the shop at a "real" Økoskabet at `apiUrl`. */
  const useOkoskabetAt = (apiUrl: string) => {
    process.env.OKOSKABET_API_KEY = "key";
    process.env.OKOSKABET_WEBHOOK_SECRET = "secret";
    process.env.OKOSKABET_API_URL = apiUrl;
    resetConfig();
  };

  it("refuses a wrong API key", async () => {
    const client = createOkoskabetClient({
      apiUrl: `${services.url}${SANDBOX_LOCKER_PATH}`,
      apiKey: "wrong",
    });
    await expect(client.findLockers({ maximumDaysInFuture: 14 })).rejects.toMatchObject({ status: 401 });
  });

  it("finds lockers nearest first, at most 20, with the next date and at least 12 in Copenhagen", async () => {
    const { lockers, fallback } = await searchLockers({ address: "Jægersborggade 1", zip: "2200" });
    expect(fallback).toBe(false);
    expect(lockers.length).toBeGreaterThanOrEqual(12);
    expect(lockers.length).toBeLessThanOrEqual(20);
    expect(lockers[0]).toMatchObject({ zip: "2200", distance: 0, available: true });
    const distances = lockers.map((locker) => locker.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const locker of lockers.filter((candidate) => candidate.available)) {
      expect(locker.nextAvailableDate).toBe(locker.availableDates[0]);
    }
    // One sandbox locker is closed: listed, not available.
    expect(lockers.some((locker) => !locker.available && locker.availableDates.length === 0)).toBe(true);
  });

  it("shows the three fallback lockers in Copenhagen, one unavailable, when the service cannot be reached", async () => {
    useOkoskabetAt("http://127.0.0.1:9");
    const { lockers, fallback } = await searchLockers({ zip: "2100" });
    expect(fallback).toBe(true);
    expect(lockers).toEqual(FALLBACK_LOCKERS);
    expect(lockers.map((locker) => locker.available)).toEqual([true, true, false]);
    expect(lockers.every((locker) => locker.city.startsWith("København"))).toBe(true);
  });

  it("raises 'Invalid response from shed service' when the service answers nonsense", async () => {
    useOkoskabetAt(scripted.url);
    scripted.answer = (res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ sheds: "none" }));
    };
    const failure = searchLockers({ zip: "2300" });
    await expect(failure).rejects.toBeInstanceOf(LockerServiceError);
    await expect(failure).rejects.toThrow("Invalid response from shed service");

    scripted.answer = (res) => res.end("not json");
    await expect(searchLockers({ zip: "2400" })).rejects.toThrow("Invalid response from shed service");
  });

  it("times out on a service that does not answer, as an unreachable service", async () => {
    scripted.answer = () => {};
    const client = createOkoskabetClient({ apiUrl: scripted.url, apiKey: "k", timeoutMs: 200 });
    const failure = client.findLockers({ maximumDaysInFuture: 14 });
    await expect(failure).rejects.toBeInstanceOf(OkoskabetError);
    await expect(failure).rejects.toThrow("Økoskabet did not answer in time");
  });

  it("checks webhook signatures in constant time over the raw body", () => {
    const body = JSON.stringify({ shipment_reference: "x", changes: { status: { value: "delivered" } } });
    const signature = okoskabetSignature(body, "secret");
    expect(isValidOkoskabetSignature(body, signature, "secret")).toBe(true);
    expect(isValidOkoskabetSignature(`${body} `, signature, "secret")).toBe(false);
    expect(isValidOkoskabetSignature(body, signature, "other")).toBe(false);
    expect(isValidOkoskabetSignature(body, null, "secret")).toBe(false);
    expect(isValidOkoskabetSignature(body, "zz", "secret")).toBe(false);
  });
});
