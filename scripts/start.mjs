// `npm start`: build the web app, apply D1 migrations to the persisted local
// database, then serve app and API with wrangler on workerd.
import { spawnSync, spawn } from "node:child_process";
import { ensureLocalSecret, ensureLocalVapid } from "./local-secret.mjs";

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

process.env.WRANGLER_SEND_METRICS ??= "false";
const port = process.env.PORT ?? "8787";
run("node", ["scripts/build.mjs"]);
if (ensureLocalSecret(process.cwd())) console.log("Made a secret key for local use in .dev.vars (TOPCUT_SECRET).");
if (ensureLocalVapid(process.cwd())) console.log("Made a Web Push key pair for local use in .dev.vars (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY).");
run("wrangler", ["d1", "migrations", "apply", "DB", "--local"]);
console.log(`\nTopcut is starting on http://localhost:${port}\n`);
// Settings taken from npm start's own environment: push and webhook hosts beyond the public services (a stand-in, a self-hosted one);
// LOAD_STATS=on for the load benchmark's D1 counters (worker/d1-count.ts).
const vars = ["PUSH_EXTRA_HOSTS", "WEBHOOK_EXTRA_HOSTS", "LOAD_STATS"]
  .filter((name) => process.env[name])
  .flatMap((name) => ["--var", `${name}:${process.env[name]}`]);
const dev = spawn("wrangler", ["dev", "--port", port, "--ip", "127.0.0.1", "--show-interactive-dev-session=false", ...vars], {
  stdio: "inherit",
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => dev.kill(sig));
dev.on("exit", (code) => process.exit(code ?? 0));
