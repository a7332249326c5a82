// The security headers of the web app's pages when the Worker (not static
// assets) answers them: /e/* (worker/pages/event-html.ts) and /manage/*
// (console-html.ts). PAGE_SECURITY_HEADERS must equal the "/*" block of
// web/public/_headers, which static assets apply to every other page; the
// build adds to that block's policy the hashes of index.html's inline script
// and style (web/vite/first-paint.ts), and pageSecurityHeaders adds the same
// from the HTML the Worker serves (shared/pages/inline-csp.ts). Browser tests compare the
// two (web/test/handouts.test.ts, web/test/security-headers.test.ts).
import { withInlineHashes } from "../../shared/pages/inline-csp.ts";

export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy":
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy":
    "accelerometer=(), ambient-light-sensor=(), autoplay=(), bluetooth=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()",
  "x-frame-options": "DENY",
};

/** Per isolate: the one index.html of this deployment and its policy. */
let last: { html: string; csp: Promise<string> } | null = null;

/**
 * The page headers for the app's index.html as the assets hold it (before the
 * Worker writes anything into it: nothing the Worker writes is ever hashed),
 * with its inline script and style let in by their hashes.
 */
export async function pageSecurityHeaders(html: string): Promise<Record<string, string>> {
  if (last?.html !== html) last = { html, csp: withInlineHashes(PAGE_SECURITY_HEADERS["content-security-policy"]!, html) };
  return { ...PAGE_SECURITY_HEADERS, "content-security-policy": await last.csp };
}
