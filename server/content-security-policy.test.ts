import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, nonceSource } from "./content-security-policy";

const sources = { scriptOrigins: ["https://stats.example"], imageOrigins: ["https://cdn.example"] };
/** The hash of `alert(1)`, as the examples of the W3C's Content Security Policy give it. */
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe("inline script hashes", () => {
  it("names each inline script a browser runs, once, and nothing else", () => {
    const html = [
      "<script>alert(1)</script>",
      '<script type="module">alert(1)</script>', // the same text: one hash
      '<script nonce="x">window.a=1</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script src="/assets/entry.js"></script>',
      '<script type="module" src="/assets/x.js"></script>',
    ].join("\n");
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(ALERT_HASH);
    expect(hashes[1]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it("hashes the exact text, so a changed script is no longer allowed", () => {
    expect(inlineScriptHashes("<script>alert(2)</script>")[0]).not.toBe(ALERT_HASH);
    expect(inlineScriptHashes("<script> alert(1)</script>")[0]).not.toBe(ALERT_HASH);
  });
});

describe("the policy", () => {
  it("allows the shop's files, the named inline scripts and the configured origins, never any inline script", () => {
    const policy = contentSecurityPolicy([ALERT_HASH], sources);
    const scriptSrc = policy.split(";").find((directive) => directive.startsWith("script-src"))!;
    expect(scriptSrc).toBe(`script-src 'self' ${ALERT_HASH} https://stats.example`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("img-src 'self' data: blob: https://stats.example https://cdn.example");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("carries a personal page's nonce", () => {
    expect(contentSecurityPolicy([nonceSource("abc=")], sources)).toContain("script-src 'self' 'nonce-abc='");
  });
});
