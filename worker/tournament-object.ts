// One Durable Object per tournament: it serializes every change to that
// tournament (result entry, pairing) so no two commands interleave.
import { DurableObject } from "cloudflare:workers";
import type { Env } from "./env.ts";

export class TournamentObject extends DurableObject<Env> {
  override async fetch(_request: Request): Promise<Response> {
    return Response.json({ error: { code: "not_implemented", message: "tournament commands are not available yet", path: "" } }, { status: 501 });
  }
}
