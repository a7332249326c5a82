// The Japanese wording the walkthroughs asked for, pinned in the dictionaries
// the app shows (web/src/lib/i18n/dict, the event-day strings): the round time's
// label, 戻る on the dismiss beside a destructive action (the confirm dialog's
// second button), 決勝卓 for a multiplayer final table, ポッド (never 卓) for a
// draft pod, and discount categories named as categories (割引区分).
import { describe, expect, it } from "vitest";
import { ja } from "../../web/src/lib/i18n/dict/ja.ts";
import { draftJa } from "../../web/src/pages/eventday/strings/draft.ts";
import { registrationJa } from "../../web/src/pages/eventday/strings/registration.ts";

describe("Japanese wording", () => {
  it("names the round time, the dismiss, the final tables, pods and discount categories as organizers of 003 do", () => {
    expect(ja["new.roundMinutes"]).toBe("1ラウンドの制限時間（分）");
    expect(draftJa["ed.rounds"]).toBe("1ラウンドの制限時間（分）");
    // The confirm dialog's (web/src/components/confirm.tsx) dismiss, beside the destructive action it asks about.
    expect(ja["common.cancel"]).toBe("戻る");
    expect(ja["stage.finalTable"]).toBe("決勝卓");
    expect(ja["stage.semifinalTables"]).toBe("準決勝卓");
    const podStrings = Object.entries(draftJa).filter(([k]) => /pod/i.test(k));
    expect(podStrings.length).toBeGreaterThan(5);
    for (const [k, s] of podStrings) expect(s, k).not.toContain("卓");
    expect(draftJa["ed.draft.pods"]).toBe("ポッド");
    expect(registrationJa["ed.reg.category"]).toBe("割引区分");
  });
});
