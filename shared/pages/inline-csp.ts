// The inline <script> and <style> of the app's index.html (the theme and the
// styles of the first paint, put there by web/vite/first-paint.ts)
// are let in by the Content-Security-Policy through their sha256, never by
// 'unsafe-inline'. One function computes the policy from the HTML, and both
// users of it read the same built file: the build writes it into dist/_headers
// (static assets: every other page), the Worker into the pages it answers
// (page-headers.ts), so the two cannot differ.
//
// Runs in Node (the build) and in workerd: Web Crypto only.

/** The text of each inline <script> (no src) and <style> element, exactly as the browser hashes it. */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\ssrc\s*=/i.test(m[1]!)).map((m) => m[2]!);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!);
  return { scripts, styles };
}

/** A CSP hash source: 'sha256-<base64 of the UTF-8 text's digest>'. */
export async function hashSource(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  let bin = "";
  for (const b of digest) bin += String.fromCharCode(b);
  return `'sha256-${btoa(bin)}'`;
}

/** `csp` with the hash of every inline script added to script-src and of every inline style to style-src. */
export async function withInlineHashes(csp: string, html: string): Promise<string> {
  const { scripts, styles } = inlineBlocks(html);
  const add: Record<string, string[]> = {
    "script-src": [...new Set(await Promise.all(scripts.map(hashSource)))],
    "style-src": [...new Set(await Promise.all(styles.map(hashSource)))],
  };
  return csp
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const name = d.split(/\s+/, 1)[0]!;
      const more = add[name] ?? [];
      return more.length ? `${d} ${more.join(" ")}` : d;
    })
    .join("; ");
}
