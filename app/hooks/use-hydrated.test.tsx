// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useHydrated } from "./use-hydrated";

/** Records what it rendered with, in order, and shows it. */
function Probe({ renders }: { renders: boolean[] }) {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? "with scripts" : "without scripts"}</p>;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("useHydrated", () => {
  it("is false on the server, hydrates without a mismatch, then turns true", async () => {
    const html = renderToString(<Probe renders={[]} />);
    expect(html).toContain("without scripts");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const renders: boolean[] = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe renders={renders} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(renders[0]).toBe(false);
    expect(renders.at(-1)).toBe(true);
    expect(container.textContent).toBe("with scripts");
  });

  it("starts true in a component mounted after the page hydrated: no flash of the script-less version", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const renders: boolean[] = [];
    await act(async () => {
      createRoot(container).render(<Probe renders={renders} />);
    });
    expect(renders.length).toBeGreaterThan(0);
    expect(renders.every(Boolean)).toBe(true);
    expect(container.textContent).toBe("with scripts");
  });
});
