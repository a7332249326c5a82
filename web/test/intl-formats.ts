// Which Intl formats a page makes (a page's first Intl number or
// relative-time format loads the language's data, a long task on a slow phone,
// so the pages print numbers and "… ago" without them).

/** Runs in the page before its scripts: records every Intl number and relative-time format made. */
export function countIntlFormats() {
  const made: string[] = [];
  (window as unknown as { __formats: string[] }).__formats = made;
  for (const name of ["NumberFormat", "RelativeTimeFormat"] as const) {
    const Real = Intl[name] as unknown as new (...a: unknown[]) => object;
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Real, {
      construct(target, args: unknown[]) {
        made.push(`${name} ${JSON.stringify(args)}`);
        return new target(...args);
      },
      apply(target, _self, args: unknown[]) {
        made.push(`${name} ${JSON.stringify(args)}`);
        return new target(...args);
      },
    });
  }
}
