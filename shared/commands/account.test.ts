import { describe, expect, it } from "vitest";
import { normalUsername, passwordIssue, usernameIssue } from "./account.ts";

describe("account rules", () => {
  it("accept what sign-up stores and name what is wrong otherwise", () => {
    expect(usernameIssue("  Olga_K-2 ")).toBeNull();
    expect(normalUsername("  Olga_K-2 ")).toBe("olga_k-2");
    expect(usernameIssue("ab")).toBe("short");
    expect(usernameIssue("a".repeat(33))).toBe("long");
    expect(usernameIssue("olga k")).toBe("characters");
    expect(usernameIssue("José")).toBe("characters");
    expect(passwordIssue("1234567")).toBe("short");
    expect(passwordIssue("12345678")).toBeNull();
    expect(passwordIssue("x".repeat(201))).toBe("long");
  });
});
