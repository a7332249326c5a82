// Finds the strings of a write's zod schema, for the tests that hold every
// free-text field to the text rule: a new field that is a bare z.string()
// shows up here as "plain" and fails them until it gets textSchema (or is
// named as an id, code or token). Reads zod's own schema definitions.
import type { z } from "zod";
import { isTextSchema } from "../model/input.ts";

/** How a string field is checked: the text rule, a pattern (ids, dates, codes), or neither. */
export type StringKind = "text" | "pattern" | "plain";

/** A string of a schema at its shape path: "$.players[].name", "$.drops.<key>" (a record's key), "$.drops.*" (its values). */
export interface StringField {
  path: string;
  kind: StringKind;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  checks?: { _zod: { def: { check: string } } }[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers whose value is the inner schema's (or absent). */
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "nonoptional", "catch"]);

function kindOf(schema: z.ZodType): StringKind {
  if (isTextSchema(schema)) return "text";
  return (defOf(schema).checks ?? []).some((c) => c._zod.def.check === "string_format") ? "pattern" : "plain";
}

/** Every string field of `schema`, once per path (union options at one path merged, the weakest kind kept). */
export function stringFields(schema: z.ZodType): StringField[] {
  const found = new Map<string, StringKind>();
  const rank: Record<StringKind, number> = { plain: 0, pattern: 1, text: 2 };
  const seen = new Set<z.ZodType>();
  const walk = (s: z.ZodType, path: string): void => {
    const def = defOf(s);
    if (def.type === "string") {
      const kind = kindOf(s);
      const before = found.get(path);
      if (before === undefined || rank[kind] < rank[before]) found.set(path, kind);
      return;
    }
    if (WRAPPERS.has(def.type)) {
      walk(def.innerType!, path);
      return;
    }
    switch (def.type) {
      case "pipe":
        walk(def.in!, path);
        walk(def.out!, path);
        return;
      case "object":
        for (const [key, field] of Object.entries(def.shape!)) walk(field, `${path}.${key}`);
        return;
      case "array":
        walk(def.element!, `${path}[]`);
        return;
      case "tuple":
        def.items!.forEach((item, i) => walk(item, `${path}[${i}]`));
        if (def.rest) walk(def.rest, `${path}[]`);
        return;
      case "union":
        for (const option of def.options!) walk(option, path);
        return;
      case "record":
        walk(def.keyType!, `${path}.<key>`);
        walk(def.valueType!, `${path}.*`);
        return;
      case "intersection":
        walk(def.left!, path);
        walk(def.right!, path);
        return;
      case "lazy":
        if (seen.has(s)) return;
        seen.add(s);
        walk(def.getter!(), path);
        return;
    }
  };
  walk(schema, "$");
  return [...found].map(([path, kind]) => ({ path, kind }));
}

/** One text field present in a value: its shape path, the value with it replaced, and the path the 400 answer names then. */
export interface TextSlot {
  shape: string;
  put(text: string): unknown;
  /** A record's key is named by the key sent: the replaced text. */
  pathWith(text: string): string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Every text field (textSchema) that `value` fills, walking the schema and
 * the value together: each element of an array, the union option the value
 * parses as, each key and value of a record.
 */
export function textSlots(schema: z.ZodType, value: unknown): TextSlot[] {
  const slots: TextSlot[] = [];
  type Put = (x: unknown) => unknown;
  const walk = (s: z.ZodType, v: unknown, path: string, shape: string, put: Put, pathWith = (_: string) => path): void => {
    const def = defOf(s);
    if (def.type === "string") {
      if (isTextSchema(s) && typeof v === "string") slots.push({ shape, put, pathWith });
      return;
    }
    if (WRAPPERS.has(def.type)) {
      if (v !== undefined && v !== null) walk(def.innerType!, v, path, shape, put, pathWith);
      return;
    }
    switch (def.type) {
      case "pipe":
        walk(def.in!, v, path, shape, put, pathWith);
        return;
      case "object":
        if (!isObject(v)) return;
        for (const [key, field] of Object.entries(def.shape!))
          if (key in v) walk(field, v[key], `${path}.${key}`, `${shape}.${key}`, (x) => put({ ...v, [key]: x }));
        return;
      case "array":
      case "tuple":
        if (!Array.isArray(v)) return;
        v.forEach((item, i) => {
          const element = def.type === "array" ? def.element! : (def.items![i] ?? def.rest);
          if (element)
            walk(element, item, `${path}[${i}]`, def.type === "array" ? `${shape}[]` : `${shape}[${i}]`, (x) => put(v.map((y, j) => (j === i ? x : y))));
        });
        return;
      case "union": {
        const option = def.options!.find((o) => o.safeParse(v).success);
        if (option) walk(option, v, path, shape, put);
        return;
      }
      case "record":
        if (!isObject(v)) return;
        for (const [key, item] of Object.entries(v)) {
          const rename: Put = (x) => put(Object.fromEntries(Object.entries(v).map(([k, y]) => [k === key ? (x as string) : k, y])));
          walk(def.keyType!, key, `${path}.${key}`, `${shape}.<key>`, rename, (text) => `${path}.${text}`);
          walk(def.valueType!, item, `${path}.${key}`, `${shape}.*`, (x) => put({ ...v, [key]: x }));
        }
        return;
      case "intersection":
        walk(def.left!, v, path, shape, put);
        walk(def.right!, v, path, shape, put);
        return;
    }
  };
  walk(schema, value, "$", "$", (x) => x);
  return slots;
}
