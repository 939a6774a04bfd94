import { describe, expect, it } from "vitest";
import { challengePath, isProofOfWorkForm, PROOF_OF_WORK_FIELD, readProof } from "./proof-of-work";

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("readProof", () => {
  it("reads the widget's solution from its hidden field", () => {
    expect(readProof(form({ [PROOF_OF_WORK_FIELD]: "eyJjaGFsbGVuZ2UiOnt9fQ==" }))).toBe(
      "eyJjaGFsbGVuZ2UiOnt9fQ==",
    );
  });

  it("has none for an empty or missing field, a file, or something far too long to be one", () => {
    expect(readProof(form({}))).toBeNull();
    expect(readProof(form({ [PROOF_OF_WORK_FIELD]: "" }))).toBeNull();
    expect(readProof(form({ [PROOF_OF_WORK_FIELD]: new Blob(["x"]) }))).toBeNull();
    expect(readProof(form({ [PROOF_OF_WORK_FIELD]: "x".repeat(4001) }))).toBeNull();
  });
});

describe("the forms", () => {
  it("know their own names and nothing else", () => {
    expect(isProofOfWorkForm("login")).toBe(true);
    expect(isProofOfWorkForm("admin")).toBe(false);
    expect(isProofOfWorkForm(undefined)).toBe(false);
    expect(challengePath("signup")).toBe("/resources/proof-of-work?form=signup");
  });
});
