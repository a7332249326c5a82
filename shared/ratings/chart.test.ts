import { describe, expect, it } from "vitest";
import { historyChart } from "./chart.ts";

const point = (event: string, rating: number) => ({ event, finishedAt: "2026-01-01", rating, delta: 0, matches: 1 });

describe("historyChart", () => {
  it("spaces events evenly and puts the highest rating at the top", () => {
    // Box 100 x 50, padding 0: x at 0, 50, 100; ratings 1500 (min), 1550 (max), 1525 (middle).
    const c = historyChart([point("e1", 1550), point("e2", 1525)], { width: 100, height: 50, padding: 0, start: 1500 });
    expect(c.polyline).toBe("0,50 50,0 100,25");
    expect([c.min, c.max]).toEqual([1500, 1550]);
    expect(c.points.map((p) => p.event)).toEqual(["", "e1", "e2"]);
  });

  it("draws a flat or single-point history along the middle, and nothing for no history", () => {
    expect(historyChart([point("e1", 1500)], { width: 100, height: 50, padding: 0 }).polyline).toBe("50,25");
    expect(historyChart([point("e1", 9), point("e2", 9)], { width: 20, height: 10, padding: 2 }).polyline).toBe("2,5 18,5");
    expect(historyChart([], { width: 100, height: 50, start: 1500 })).toEqual({ polyline: "", points: [], min: 0, max: 0 });
  });
});
