// The bodies of shared/api/routes.ts (what the web app sends, as types) held
// to the zod schemas the handlers parse: each pair must name the same fields,
// so a field renamed, added or dropped on one side and not the other does not
// compile. Types only: nothing here runs. The event writes need no check here:
// their bodies are the commands' own schemas on both sides.
import type { z } from "zod";
import type { ApiKey, BodyOf } from "../../shared/api/routes.ts";
import type { Credentials, SignIn } from "../auth.ts";
import type { CardBody } from "../share-card.ts";
import type { Subscribe, Unsubscribe } from "../routes/push.ts";
import type { CodeBody as PlayerCodeBody } from "../routes/reads.ts";
import type { ImportRounds, NewRules, ChangedRules } from "../routes/rules-profiles.ts";
import type { Merge, NewProfile } from "../routes/ratings.ts";
import type { Apply, CodeBody as ReceiptCodeBody } from "../registration/applicant-routes.ts";
import type { AdmitBody, CategoryBody, PaidBody, ReplaceBody, SettingsBody } from "../registration/staff-write-routes.ts";
import type { PoolBody, PoolEdit } from "../registration/pool-routes.ts";

/** The field names of one side that the other lacks (never: they agree). */
type Misfit<K extends ApiKey, S extends z.ZodType> = Exclude<keyof BodyOf<K>, keyof z.input<S>> | Exclude<keyof z.input<S>, keyof BodyOf<K>>;
type Agree<T extends { [K in keyof T]: never }> = T;

export type BodiesAgree = Agree<{
  signup: Misfit<"POST /auth/signup", typeof Credentials>;
  signin: Misfit<"POST /auth/signin", typeof SignIn>;
  importRounds: Misfit<"POST /events/import-rounds", typeof ImportRounds>;
  card: Misfit<"PUT /events/:id/card", typeof CardBody>;
  reportRead: Misfit<"POST /events/:id/rounds/:n/tables/:table/report/read", typeof PlayerCodeBody>;
  listRead: Misfit<"POST /events/:id/lists/read", typeof PlayerCodeBody>;
  floor: Misfit<"POST /events/:id/players/:pid/floor", typeof PlayerCodeBody>;
  subscribe: Misfit<"POST /events/:id/players/:pid/push", typeof Subscribe>;
  unsubscribe: Misfit<"DELETE /events/:id/players/:pid/push", typeof Unsubscribe>;
  newPool: Misfit<"POST /pools", typeof PoolBody>;
  editPool: Misfit<"PATCH /pools/:pid", typeof PoolEdit>;
  settings: Misfit<"PUT /events/:id/registration", typeof SettingsBody>;
  apply: Misfit<"POST /events/:id/registrations", typeof Apply>;
  receipt: Misfit<"POST /events/:id/registrations/:rid/read", typeof ReceiptCodeBody>;
  withdraw: Misfit<"POST /events/:id/registrations/:rid/withdraw", typeof ReceiptCodeBody>;
  paid: Misfit<"POST /events/:id/registrations/:rid/paid", typeof PaidBody>;
  category: Misfit<"PATCH /events/:id/registrations/:rid", typeof CategoryBody>;
  admit: Misfit<"POST /events/:id/registrations/admit", typeof AdmitBody>;
  replace: Misfit<"POST /events/:id/registrations/replace-no-shows", typeof ReplaceBody>;
  newProfile: Misfit<"POST /profiles", typeof NewProfile>;
  merge: Misfit<"POST /profiles/:id/merge", typeof Merge>;
  newRules: Misfit<"POST /rules-profiles", typeof NewRules>;
  changedRules: Misfit<"PUT /rules-profiles/:id", typeof ChangedRules>;
}>;
