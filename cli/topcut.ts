// The topcut command line: `npm run --silent topcut -- COMMAND ...`.
// Results go to stdout as JSON (CSV for the *-csv commands); problems go to
// stderr with exit code 2.
import { commands } from "./commands/index.ts";

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(
      `usage: topcut COMMAND ...\ncommands:\n${Object.entries(commands)
        .map(([n, c]) => `  ${n.padEnd(10)} ${c.summary}`)
        .join("\n")}\n`,
    );
    return 2;
  }
  try {
    const out = await command.run(args);
    process.stdout.write(command.output === "text" ? String(out) : `${JSON.stringify(out, null, 2)}\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`topcut ${name}: ${err instanceof Error ? err.message : String(err)}\n`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
