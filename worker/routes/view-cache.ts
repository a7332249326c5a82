// GET /api/events/:id/views/:seq: the public view as it stood at one seq.
// A view for a given seq never changes, so it is served with long browser
// caching and kept in the Workers Cache API: repeated reads of the same seq
// (a hall of phones following the same live message) are answered from the
// data center's cache without touching D1 (docs/api.md, docs/scale.md).
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { CommandError } from "../../shared/commands/errors.ts";
import { events } from "../db/schema.ts";
import { etagMatches } from "../http.ts";
import { unpackJson } from "../pack.ts";
import { readWhole } from "../parts.ts";
import type { EventScope } from "./event-scope.ts";
import { formEtag, slimText, viewForm } from "../view-forms.ts";

type C = Context<EventScope>;

/**
 * An hour, not forever: a deleted event's views must not outlive it for long,
 * and the Cache API cannot purge other data centers.
 */
const KEEP = "public, max-age=3600, immutable";

/** Under /api/events/:id (worker/routes/event-scope.ts). */
export const viewCache = new Hono<EventScope>();

function later(c: C, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work.catch(() => {}));
  } catch {
    // No execution context (a direct app.request in a test): the cache is just not filled.
  }
}

viewCache.get("/views/:seq", async (c) => {
  const id = c.var.eventId;
  const seqText = c.req.param("seq");
  if (!/^\d{1,12}$/.test(seqText)) throw new CommandError("invalid_input", `seq: "${seqText}" is not a sequence number (a whole number).`, "seq");
  const seq = Number(seqText);
  const form = viewForm(c);
  const etag = formEtag(id, seq, form);
  // The key is the address alone (with its form, each form an entry of its own), so every reader of this seq shares one entry.
  const query = form === "all" ? "" : `?rounds=${form}`;
  const key = new Request(new URL(`/api/events/${id}/views/${seq}${query}`, c.req.url).toString());
  const cache = (caches as CacheStorage & { default: Cache }).default;
  const hit = await cache.match(key);
  if (hit) {
    if (hit.status === 200 && etagMatches(c, etag)) return new Response(null, { status: 304, headers: { etag, "cache-control": KEEP } });
    return hit;
  }
  // The seqs first (a few bytes); the stored view only when it is the one asked for.
  const db = drizzle(c.env.DB);
  const seqs = () => db.select({ viewSeq: events.viewSeq }).from(events).where(eq(events.id, id)).get();
  let meta = await seqs();
  if (!meta) throw new CommandError("not_found", "There is no such event.", "");
  if (seq > meta.viewSeq) {
    // Answered by the event's object but not yet in D1 (worker/record.ts): wait for it.
    const latest = await c.var.tournament.publishedAt(id, seq);
    if (seq > latest) throw new CommandError("not_found", `This event has no change ${seq} yet; its latest is ${latest}.`, "seq");
    meta = (await seqs()) ?? meta;
  }
  let response: Response | null = null;
  if (seq === meta.viewSeq) {
    if (etagMatches(c, etag)) return new Response(null, { status: 304, headers: { etag, "cache-control": KEEP } });
    const row = await readWhole(c.env.DB, id, ["publicView"], () =>
      db
        .select({ publicView: events.publicView })
        .from(events)
        .where(and(eq(events.id, id), eq(events.viewSeq, seq)))
        .get(),
    );
    if (row)
      response = new Response(form === "all" ? await unpackJson(row.publicView) : await slimText(id, seq, row.publicView), {
        headers: { etag, "cache-control": KEEP, "content-type": "application/json; charset=utf-8" },
      });
    else meta = (await seqs()) ?? meta; // Published again in between.
  }
  // Only the latest view is stored: a view at least as new as `seq`. That answer stays true, so it is cached too.
  response ??= new Response(null, { status: 302, headers: { location: `/api/events/${id}/views/${meta.viewSeq}${query}`, "cache-control": KEEP } });
  later(c, cache.put(key, response.clone()));
  return response;
});
