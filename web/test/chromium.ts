// Which Chromium the browser tests drive, and the fonts it draws with.
//
// The first of these that is there:
//   1. CHROMIUM_PATH (an executable; set but missing is an error, not a fallback);
//   2. Debian's /usr/bin/chromium, when it exists and is executable;
//   3. the Chromium build shipped inside the npm package @sparticuz/chromium,
//      unpacked once per package version into <tmp>/topcut-chromium-<version>/.
// Whichever runs, it gets a fontconfig file that holds only fonts from npm
// packages (Noto Sans JP from @expo-google-fonts/noto-sans-jp, DejaVu from
// dejavu-fonts-ttf), so Japanese renders and screenshots look the same on every
// machine, with no system fonts installed.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { accessSync, chmodSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export interface ChromiumBuild {
  executablePath: string;
  /** Where it came from, for the setup's log line. */
  source: string;
  /** For FONTCONFIG_FILE in the browser's environment. */
  fontconfigFile: string;
}

const require = createRequire(import.meta.url);

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

let resolved: ChromiumBuild | undefined;

/** Finds (and on first use unpacks) the Chromium to launch; see the order above. */
export function resolveChromium(): ChromiumBuild {
  if (resolved) return resolved;
  const fromEnv = process.env.CHROMIUM_PATH;
  let executablePath: string;
  let source: string;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROMIUM_PATH is ${fromEnv}, which is not an executable file.`);
    executablePath = fromEnv;
    source = "CHROMIUM_PATH";
  } else if (isExecutable(SYSTEM_CHROMIUM)) {
    executablePath = SYSTEM_CHROMIUM;
    source = SYSTEM_CHROMIUM;
  } else {
    const npm = unpackNpmChromium();
    executablePath = npm.executablePath;
    source = `@sparticuz/chromium ${npm.version} (${executablePath})`;
  }
  resolved = { executablePath, source, fontconfigFile: fontconfig() };
  return resolved;
}

/**
 * Unpacks @sparticuz/chromium's brotli archives with the package's own
 * executablePath(), which writes into os.tmpdir(): a child process with TMPDIR
 * set to a fresh staging folder, renamed into place when complete, so two test
 * runs at once never launch a half-written binary.
 */
function unpackNpmChromium(): { executablePath: string; version: string } {
  const entry = require.resolve("@sparticuz/chromium");
  const { version } = JSON.parse(readFileSync(join(dirname(entry), "..", "package.json"), "utf8")) as { version: string };
  const dir = join(tmpdir(), `topcut-chromium-${version}`);
  const executablePath = join(dir, "chromium");
  if (isExecutable(executablePath)) return { executablePath, version };

  const staging = mkdtempSync(`${dir}-unpacking-`);
  const script = `const { default: c } = await import(${JSON.stringify(pathToFileURL(entry).href)}); process.stdout.write(await c.executablePath());`;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { env: { ...process.env, TMPDIR: staging }, encoding: "utf8" });
  if (r.status !== 0 || r.stdout !== join(staging, "chromium")) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`Unpacking @sparticuz/chromium ${version} failed (${r.status}): ${r.stdout}\n${r.stderr}`);
  }
  // mkdtemp and the package make these owner-only: let any user of this machine run it.
  chmodSync(staging, 0o755);
  chmodSync(join(staging, "chromium"), 0o755);
  try {
    renameSync(staging, dir);
  } catch (e) {
    // Another run unpacked the same version first: use that one.
    rmSync(staging, { recursive: true, force: true });
    if (!isExecutable(executablePath)) throw e;
  }
  return { executablePath, version };
}

/**
 * Which fonts draw a page's text: "screenshots" (the tests': Noto Sans JP for
 * Latin and Japanese alike, so every screenshot looks the same) or "phone" (the
 * page bench's: Latin text in DejaVu Sans, a Latin system font as a phone's
 * Roboto or San Francisco is, and Japanese in Noto Sans JP, as a phone falls
 * back to its CJK font; docs/web.md, "The bench's fonts").
 */
export type FontSet = "screenshots" | "phone";

/**
 * A fontconfig file with only fonts from npm packages: for every sans-serif and
 * serif name, Noto Sans JP first ("screenshots") or DejaVu Sans first ("phone");
 * DejaVu for monospace and for the symbols Noto Sans JP lacks (the theme
 * toggle's ☾). Its folder is named by its content, so concurrent runs share it
 * and its font cache.
 */
export function fontconfig(set: FontSet = "screenshots"): string {
  const noto = dirname(require.resolve("@expo-google-fonts/noto-sans-jp/package.json"));
  const dejavu = join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
  const sans = set === "phone" ? ["DejaVu Sans", "Noto Sans JP"] : ["Noto Sans JP", "DejaVu Sans"];
  const prefer = (generic: string, families: string[]) =>
    `  <alias binding="same"><family>${generic}</family><prefer>${families.map((f) => `<family>${f}</family>`).join("")}</prefer></alias>`;
  const body = (cache: string) => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${noto}</dir>
  <dir>${dejavu}</dir>
  <cachedir>${cache}</cachedir>
  <selectfont><rejectfont><glob>*/DejaVuMathTeXGyre.ttf</glob></rejectfont></selectfont>
${["system-ui", "sans-serif", "sans", "serif"].map((g) => prefer(g, sans)).join("\n")}
${["monospace", "mono"].map((g) => prefer(g, ["DejaVu Sans Mono", "Noto Sans JP"])).join("\n")}
  <!-- Chromium's own defaults (Times New Roman, Arial) and the system font land here. -->
  <match target="pattern"><edit name="family" mode="append_last">${sans.map((f) => `<string>${f}</string>`).join("")}</edit></match>
</fontconfig>
`;
  const dir = join(tmpdir(), `topcut-fonts-${createHash("sha256").update(body("")).digest("hex").slice(0, 12)}`);
  const file = join(dir, "fonts.conf");
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const part = `${file}.${process.pid}`;
  writeFileSync(part, body(join(dir, "cache")));
  renameSync(part, file);
  return file;
}
