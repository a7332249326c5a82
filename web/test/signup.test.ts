// Sign-up on a 390x844 phone: the form checks the username and
// password as they are typed, in plain words that match what the server
// accepts, and a refusal reads without JSON paths.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { signUp } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let en: BrowserContext;
let ja: BrowserContext;

beforeAll(async () => {
  en = await suite.context();
  ja = await suite.context({ locale: "ja-JP" });
});

describe("sign-up", () => {
  it("validates as the user types, in plain words, and accepts what the hint says", async () => {
    const w = await watchedPage(en);
    const p = w.page;
    await p.goto("/signup");
    const hint = p.getByTestId("username-hint");
    expect(await hint.textContent()).toBe("3–32 characters: letters a–z (capitals become small), digits, _ and -");
    const user = p.getByLabel("Username");
    await user.fill("ol");
    await user.blur();
    await expect.poll(() => hint.textContent()).toBe("Too short: at least 3 characters.");
    await user.fill("olga k");
    await expect.poll(() => hint.textContent()).toBe("Use only letters a–z, digits, _ and - (no spaces or accents).");
    await user.fill("José");
    await expect.poll(() => hint.textContent()).toBe("Use only letters a–z, digits, _ and - (no spaces or accents).");
    await shot(p, "170-signup-as-you-type");
    const name = `Olga_${Date.now().toString(36)}`;
    await user.fill(name);
    await expect.poll(() => hint.textContent()).toBe(`You will sign in as “${name.toLowerCase()}”.`);
    const pass = p.getByLabel("Password (8 characters or more)");
    await pass.fill("short");
    await pass.blur();
    await expect.poll(() => p.getByTestId("password-hint").textContent()).toBe("Too short: at least 8 characters.");
    // Submitting with a problem sends nothing.
    await p.getByRole("button", { name: "Create account" }).click();
    expect(p.url()).toContain("/signup");
    await pass.fill("correct horse battery");
    await expect.poll(() => p.getByTestId("password-hint").count()).toBe(0);
    await p.getByRole("button", { name: "Create account" }).click();
    await p.waitForURL(/\/manage$/);
    expect(w.errors).toEqual([]);
  });

  it("a taken username is refused in plain words; the hints are Japanese in Japanese", async () => {
    await signUp(en.request, "taken-name");
    const ctx = await suite.context();
    const w = await watchedPage(ctx);
    await w.page.goto("/signup");
    await w.page.getByLabel("Username").fill("Taken-Name");
    await w.page.getByLabel("Password (8 characters or more)").fill("correct horse battery");
    await w.page.getByRole("button", { name: "Create account" }).click();
    const alert = w.page.getByRole("alert");
    await expect.poll(() => alert.count()).toBe(1);
    const said = (await alert.textContent()) ?? "";
    expect(said).not.toMatch(/^\$\./);
    expect(said.length).toBeGreaterThan(5);
    await shot(w.page, "171-signup-taken");
    await ctx.close();
    const j = await watchedPage(ja);
    await j.page.goto("/signup");
    await j.page.locator('input[name="username"]').fill("olga k");
    await expect
      .poll(() => j.page.getByTestId("username-hint").textContent())
      .toBe("半角英字 a–z、数字、_ と - だけが使えます（空白やアクセント記号は使えません）。");
    await shot(j.page, "172-signup-ja");
    expect(j.errors).toEqual([]);
  });
});
