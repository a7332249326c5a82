// The profile page's small rating chart, as numbers: the web app draws the
// SVG, the engine decides what the points are (one per rated event).
import type { HistoryPoint } from "./types.ts";

export interface ChartPoint {
  x: number;
  y: number;
  event: string;
  rating: number;
}

export interface HistoryChart {
  /** SVG `points` attribute of a polyline ("x,y x,y ..."), rounded to 0.1. */
  polyline: string;
  points: ChartPoint[];
  /** Rating range on the y axis (top = max). */
  min: number;
  max: number;
}

/**
 * Lays a rating history into a width × height box (SVG coordinates, y down):
 * events evenly spaced left to right, the highest rating at the top, `start`
 * (the pool's starting rating) as the first point when given. A flat history
 * is drawn along the middle.
 */
export function historyChart(history: readonly HistoryPoint[], box: { width: number; height: number; padding?: number; start?: number }): HistoryChart {
  const pad = box.padding ?? 2;
  const series: { event: string; rating: number }[] = [];
  if (box.start !== undefined && history.length) series.push({ event: "", rating: box.start });
  for (const h of history) series.push({ event: h.event, rating: h.rating });
  if (!series.length) return { polyline: "", points: [], min: 0, max: 0 };
  const ratings = series.map((s) => s.rating);
  const min = Math.min(...ratings);
  const max = Math.max(...ratings);
  const w = Math.max(0, box.width - 2 * pad);
  const h = Math.max(0, box.height - 2 * pad);
  const step = series.length > 1 ? w / (series.length - 1) : 0;
  const points = series.map((s, i) => ({
    x: round1(pad + (series.length > 1 ? i * step : w / 2)),
    y: round1(max === min ? pad + h / 2 : pad + ((max - s.rating) / (max - min)) * h),
    event: s.event,
    rating: s.rating,
  }));
  return { polyline: points.map((p) => `${p.x},${p.y}`).join(" "), points, min, max };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
