// WCAG 2 contrast of every visible piece of text on a page, measured in the
// browser from computed colours (text against the first opaque background up
// the tree). Returns the texts below 4.5:1 (3:1 for large text).
import type { Page } from "playwright-core";

export async function lowContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (c: string): [number, number, number, number] => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return [0, 0, 0, 0];
      const [r, g, b, a] = m[1]!
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r!, g!, b!, a ?? 1];
    };
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const background = (el: Element | null) => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor);
        if (c[3] > 0.5) return c;
      }
      return rgba(getComputedStyle(document.documentElement).backgroundColor || "rgb(255,255,255)");
    };
    const bad: string[] = [];
    for (const el of document.querySelectorAll("body *")) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "");
      if (!own || !(el as HTMLElement).offsetParent || el.closest(".sr-only") || (el as HTMLButtonElement).disabled) continue;
      const s = getComputedStyle(el);
      const fg = rgba(s.color);
      const a = lum(fg);
      const b = lum(background(el));
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      const size = parseFloat(s.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) bad.push(`${ratio.toFixed(2)} ${el.tagName.toLowerCase()}.${el.className}: ${el.textContent!.trim().slice(0, 40)}`);
    }
    return bad;
  });
}
