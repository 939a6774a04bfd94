/**
 * For the tests that hold a module to decision 0025: a page's first Intl formatter costs tens of
 * milliseconds, so a module makes its `Intl.DateTimeFormat`s on first use, never as it loads.
 */
import { vi, type MockInstance } from "vitest";

/**
 * Imports a module afresh (with the modules it imports) while a spy counts the
 * `Intl.DateTimeFormat`s made; the formatters are real. Restore it with `vi.restoreAllMocks()`.
 */
export async function countDateTimeFormats<Module>(
  importModule: () => Promise<Module>,
): Promise<{ module: Module; made: MockInstance }> {
  vi.resetModules();
  const RealDateTimeFormat = Intl.DateTimeFormat;
  const made = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (
    ...args: ConstructorParameters<typeof RealDateTimeFormat>
  ) {
    return new RealDateTimeFormat(...args);
  } as unknown as typeof RealDateTimeFormat);
  return { module: await importModule(), made };
}
