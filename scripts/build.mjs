// `npm run build`: the web app into dist/ (served by the Worker as static assets).
import { spawnSync } from "node:child_process";

const r = spawnSync("vite", ["build", "--logLevel", "warn"], { stdio: "inherit" });
if (r.status !== 0) process.exit(r.status ?? 1);
