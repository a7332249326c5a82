// Vite plugin: the first paint waits for nothing but the HTML.
//
// - The theme script (web/src/first-paint/theme.js) and the styles the first
//   paint needs (web/src/first-paint/styles.css: the page's frame and the
//   first view the Worker writes into /e/:id) go inline into index.html's head.
// - The app's stylesheet moves to the end of <body>: a stylesheet there does
//   not hold back the paint of what comes before it (the first view), while
//   the app's module scripts still wait for it, so the app never draws unstyled.
// - The build writes dist/_headers with the hashes of that inline script and
//   style added to the policy of web/public/_headers (shared/pages/inline-csp.ts, which the
//   Worker uses on the same HTML for the pages it answers): no 'unsafe-inline'.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { withInlineHashes } from "../../shared/pages/inline-csp.ts";

const dir = fileURLToPath(new URL("../src/first-paint/", import.meta.url));

/** Comments and layout whitespace out (the CSS has no strings where they matter). */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{};])\s*/g, "$1")
    .replace(/;}/g, "}")
    .trim();
}

/** Whole-line comments and indentation out. */
export function minifyScript(js: string): string {
  return js
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("//"))
    .join("\n");
}

/** index.html with the inline script and style after <title>, and the stylesheets moved to the end of <body>. */
export function firstPaintHtml(html: string, script: string, css: string): string {
  if (/<\/(script|style)/i.test(script + css)) throw new Error("first paint: the inline script or style closes its own tag");
  const sheets: string[] = [];
  const head = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (tag) => {
    sheets.push(tag.trim());
    return "";
  });
  const inline = `\n    <script>${script}</script>\n    <style>${css}</style>`;
  const out = head.replace("</title>", `</title>${inline}`).replace("</body>", `${sheets.map((s) => `  ${s}\n  `).join("")}</body>`);
  if (!out.includes(inline)) throw new Error("first paint: index.html has no </title> to put the inline script and style after");
  return out;
}

/** The "/*" block's Content-Security-Policy of a _headers file, with `csp` in its place. */
export function headersWithCsp(headers: string, csp: string): string {
  const line = /^(\s+Content-Security-Policy:\s*).+$/m;
  if (!line.test(headers)) throw new Error("first paint: _headers holds no Content-Security-Policy line");
  return headers.replace(line, (_, name: string) => `${name}${csp}`);
}

export function firstPaint(): Plugin {
  let outDir = "";
  return {
    name: "topcut-first-paint",
    configResolved(config) {
      if (config.command === "build") outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      // After Vite has linked the entry's stylesheet (build); `vite dev` injects styles from script instead.
      order: "post",
      handler(html) {
        const script = minifyScript(readFileSync(`${dir}theme.js`, "utf8"));
        const css = minifyCss(readFileSync(`${dir}styles.css`, "utf8"));
        return firstPaintHtml(html, script, css);
      },
    },
    async closeBundle() {
      if (!outDir) return;
      const html = readFileSync(`${outDir}/index.html`, "utf8");
      const headers = readFileSync(`${outDir}/_headers`, "utf8");
      const csp = /^\s+Content-Security-Policy:\s*(.+)$/m.exec(headers)?.[1];
      if (!csp) throw new Error("first paint: dist/_headers holds no Content-Security-Policy line");
      writeFileSync(`${outDir}/_headers`, headersWithCsp(headers, await withInlineHashes(csp, html)));
    },
  };
}
