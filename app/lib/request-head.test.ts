import { describe, expect, it } from "vitest";
import { isHostHeader, isSupportedMethod } from "./request-head";

describe("isHostHeader", () => {
  it("takes a host name, an address or none, with or without a port", () => {
    for (const host of [
      undefined,
      "krukke.dk",
      "www.krukke.dk.",
      "localhost:3000",
      "127.0.0.1:3600",
      "[::1]:3000",
      "[2001:db8::1]",
      "krukke_app:3000",
    ]) {
      expect(isHostHeader(host), String(host)).toBe(true);
    }
  });

  it("refuses what no address can be made of", () => {
    for (const host of [
      "%%",
      "",
      "krukke.dk/evil",
      "a b",
      "[::1",
      "krukke.dk:port",
      "user@krukke.dk",
      "krukke.dk:123456",
      "x".repeat(300),
    ]) {
      expect(isHostHeader(host), host).toBe(false);
    }
  });
});

describe("isSupportedMethod", () => {
  it("refuses only the methods a Fetch request cannot carry", () => {
    expect(["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"].every(isSupportedMethod)).toBe(true);
    expect(["TRACE", "trace", "CONNECT", "TRACK"].some(isSupportedMethod)).toBe(false);
  });
});
