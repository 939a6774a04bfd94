import { describe, expect, test } from "vitest";
import { describeError } from "./errors.server";

describe("describeError", () => {
  test("a message with its code, once", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const denied = Object.assign(new Error("password authentication failed"), { code: "28P01" });
    expect(describeError(refused)).toBe("connect ECONNREFUSED 127.0.0.1:5432");
    expect(describeError(denied)).toBe("28P01: password authentication failed");
  });

  test("the first of several errors, an error's name without a message, anything else as text", () => {
    expect(describeError(new AggregateError([new Error("first"), new Error("second")]))).toBe("first");
    expect(describeError(new TypeError())).toBe("TypeError");
    expect(describeError("plain")).toBe("plain");
  });
});
