// The console's writes by command: the address comes from the route table the
// Worker routes by and the outbox reads with (shared/commands/write-routes.ts),
// the fields are the command's own (its schema's type) and the answer is the
// command's (shared/commands/answers.ts), so a changed request or answer is a
// compile error at each caller. The runner still does the sending (offline
// outbox, confirmation, refetch); this only names what is sent.
import { eventWrite, type EventWriteType, type WriteFields } from "../../../../shared/commands/write-routes.ts";
import type { CommandAnswer } from "../../../../shared/commands/answers.ts";
import type { RunOptions, Runner } from "./action.ts";

export type { WriteFields };

/**
 * Runs one command of the console's event through the runner.
 *
 * @example write(r, "set-result", { round: 2, table: 5, result: null }, { done: "Undone" })
 * // PUT /api/events/:id/rounds/2/tables/5/result with { result: null, commandId }
 */
export function write<T extends EventWriteType>(
  runner: Runner,
  type: T,
  fields: WriteFields<T>,
  opts?: RunOptions<CommandAnswer<T>>,
): Promise<CommandAnswer<T> | null> {
  const { method, path, body } = eventWrite(type, fields);
  return runner.run<CommandAnswer<T>>(method, path, body, opts);
}
