// What ships must not reach into what only tests use: no file of shared/,
// worker/ or web/src that runs in production imports vitest or this folder.
// And the three meet only in shared/: worker/ and web/ import shared/ and
// never each other, shared/ imports neither.
// Reads every file's import specifiers with TypeScript's own parser, so a
// comment or a string that merely names a path never counts.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SUPPORT = join(ROOT, "shared/test-support");

/** Files that only tests and their tooling load: test files, test folders, this folder, vitest configs. */
function testOnly(path: string): boolean {
  const rel = relative(ROOT, path);
  return /\.test\.tsx?$/.test(rel) || /(^|\/)test\//.test(rel) || path.startsWith(`${SUPPORT}/`) || /(^|\/)vitest\.config\.ts$/.test(rel);
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith(".d.ts"))
    .map((e) => join(e.parentPath, e.name));
}

/** Every module specifier a file names: imports, re-exports and dynamic imports. */
function specifiers(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteralLike(arg)) found.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("shipped source never imports test support", () => {
  const shipped = ["shared", "worker", "web/src"].flatMap((d) => sources(join(ROOT, d))).filter((f) => !testOnly(f));

  it("finds the shipped files", () => {
    expect(shipped.length).toBeGreaterThan(100);
  });

  it("imports neither vitest nor shared/test-support", () => {
    const wrong: string[] = [];
    for (const file of shipped) {
      for (const spec of specifiers(file)) {
        const reachesSupport = spec.startsWith(".") && resolve(dirname(file), spec).startsWith(SUPPORT);
        if (spec === "vitest" || spec.startsWith("vitest/") || spec.startsWith("@vitest/") || reachesSupport) {
          wrong.push(`${relative(ROOT, file)} imports ${spec}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("worker/ and web/ meet only in shared/", () => {
  const top = (path: string) => relative(ROOT, path).split("/")[0] ?? "";
  const may: Record<string, string[]> = { shared: ["shared"], worker: ["worker", "shared"], web: ["web", "shared"] };

  it("has no shipped file importing across", () => {
    const wrong: string[] = [];
    for (const file of ["shared", "worker", "web"].flatMap((d) => sources(join(ROOT, d))).filter((f) => !testOnly(f))) {
      for (const spec of specifiers(file)) {
        if (!spec.startsWith(".")) continue;
        const to = top(resolve(dirname(file), spec));
        if (!may[top(file)]?.includes(to)) wrong.push(`${relative(ROOT, file)} imports ${spec}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
