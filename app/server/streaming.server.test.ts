import { describe, expect, it } from "vitest";
import { streamWhenSlow } from "./streaming.server";

describe("streamWhenSlow", () => {
  it("gives the value itself when it arrives in time", async () => {
    const { value: result } = await streamWhenSlow(Promise.resolve(["a"]), 50);
    expect(result).toEqual(["a"]);
    expect(result).not.toBeInstanceOf(Promise);
  });

  it("gives the promise when it is slow, to be streamed", async () => {
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve("late"), 100));
    const { value: result } = await streamWhenSlow(slow, 10);
    expect(result).toBe(slow);
    await expect(result).resolves.toBe("late");
  });

  it("leaves a failure to the page, as a rejected promise", async () => {
    const failing = Promise.reject(new Error("database down"));
    const { value: result } = await streamWhenSlow(failing, 50);
    expect(result).toBe(failing);
    await expect(result).rejects.toThrow("database down");
  });
});
