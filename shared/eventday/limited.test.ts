// A Limited event's defaults come from its format (R-LEGAL-2, R-DRAFT-1, R-DRAFT-4).
import { describe, expect, it } from "vitest";
import { draftFormatsFor, limitedDefaults } from "./limited.ts";

describe("limitedDefaults", () => {
  it("a Dreamblade draft is Limited with Dreamblade's draft of three boosters", () => {
    expect(limitedDefaults("dreamblade", "Dreamblade Booster Draft")).toEqual({
      limited: "draft",
      listKind: "limited",
      draft: { format: "dreamblade", boosters: 3 },
    });
    expect(limitedDefaults("club", "Dreamblade draft")).toEqual({ limited: "draft", listKind: "limited", draft: { format: "dreamblade", boosters: 3 } });
    expect(limitedDefaults("dreamblade", "ドリームブレード ドラフト").draft).toEqual({ format: "dreamblade", boosters: 3 });
  });

  it("sealed is Limited without a draft; Constructed stays Constructed", () => {
    expect(limitedDefaults("dreamblade", "Dreamblade Sealed Box")).toEqual({ limited: "sealed", listKind: "limited", draft: null });
    expect(limitedDefaults("dci-2009", "M10 Sealed")).toEqual({ limited: "sealed", listKind: "limited", draft: null });
    // "Limited" without saying which offers the draft (the organizer says "not a draft" for sealed).
    expect(limitedDefaults("dci-2009", "Limited")).toEqual({ limited: "limited", listKind: "limited", draft: { format: "magic-booster", boosters: 3 } });
    expect(limitedDefaults("dreamblade", "Dreamblade: Limited")).toEqual({
      limited: "limited",
      listKind: "limited",
      draft: { format: "dreamblade", boosters: 3 },
    });
    expect(limitedDefaults("dreamblade", "Dreamblade")).toEqual({ limited: null, listKind: "constructed", draft: null });
    expect(limitedDefaults("dci-2009", "Legacy")).toEqual({ limited: null, listKind: "constructed", draft: null });
  });

  it("a Magic draft picks its kind by the format's words", () => {
    expect(limitedDefaults("dci-2009", "Magic: The Gathering — Booster Draft").draft).toEqual({ format: "magic-booster", boosters: 3 });
    expect(limitedDefaults("dci-2009", "Rochester Draft").draft).toEqual({ format: "magic-rochester", boosters: 3 });
    expect(limitedDefaults("club", "Multiplayer Draft").draft).toEqual({ format: "magic-multiplayer", boosters: 3 });
  });

  it("words inside other words do not count", () => {
    expect(limitedDefaults("dci-2009", "Drafthouse Open").limited).toBeNull();
    expect(limitedDefaults("dci-2009", "Unlimited").limited).toBeNull();
  });

  it("Commander has no draft, Dreamblade only its own, Magic its three", () => {
    expect(draftFormatsFor("commander", "Commander")).toEqual([]);
    expect(limitedDefaults("commander", "Commander Draft").draft).toBeNull();
    expect(draftFormatsFor("dreamblade", "Dreamblade")).toEqual(["dreamblade"]);
    expect(draftFormatsFor("dci-2009", "Modern")).toEqual(["magic-booster", "magic-rochester", "magic-multiplayer"]);
  });
});
