// `npm run bench [-- NAME ...]`: runs every bench/*.bench.ts (or those named)
// and prints each one's rows. A bench module exports `name` and `run()`,
// which returns (or resolves to) the rows to print.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

interface BenchModule {
  name: string;
  run(): unknown[] | Promise<unknown[]>;
}

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f: string) => f.endsWith(".bench.ts"))
  .sort();

let failed = 0;
for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as Partial<BenchModule>;
  const name = mod.name ?? file.replace(/\.bench\.ts$/, "");
  if (wanted.length && !wanted.includes(name) && !wanted.includes(file)) continue;
  if (typeof mod.run !== "function") {
    console.error(`${file}: exports no run()`);
    failed++;
    continue;
  }
  console.log(`\n== ${name} (${file}) ==`);
  try {
    const rows = await mod.run();
    console.table(rows);
  } catch (err) {
    console.error(`${name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    failed++;
  }
}
if (failed) process.exitCode = 1;
