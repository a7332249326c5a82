// Numbers as the pages print them, without Intl: a page's first
// Intl.NumberFormat loads the language's number data, a task of 100-400 ms on
// a slow phone, and the percent format another. English and Japanese write
// numbers alike ("1,234.5", "66.67%"), so plain code gives what
// Intl.NumberFormat("en-US" or "ja-JP") gives (web/test/number-text.test.ts);
// only what no page shows (infinities, 1e21 and over) is written as String does.

/**
 * n·10^shift with `places` decimals, rounded half away from zero from n's
 * shortest decimal form (String's), as Intl rounds: 1.0005 is 1.001 there,
 * where toFixed, from the exact binary value, says 1.000. Thousands grouped;
 * "-0" for a negative that rounds to zero (1 / n < 0 for -0 too), as Intl writes it.
 */
function text(n: number, places: number, shift: number): string {
  const a = Math.abs(n);
  // Under 1e-6 String writes an exponent; such a number rounds to 0 here.
  const [whole, fraction = ""] = (a < 1e-6 ? "0" : `${a}`).split(".") as [string, string?];
  const all = places + shift;
  const digits = `${BigInt(whole + fraction.slice(0, all).padEnd(all, "0")) + (fraction.charAt(all) >= "5" ? 1n : 0n)}`.padStart(places + 1, "0");
  return (1 / n < 0 ? "-" : "") + `${digits.slice(0, -places)}.${digits.slice(-places)}`.replace(/\B(?=(\d{3})+\.)/g, ",");
}

/** Intl.NumberFormat's default: up to three decimals. */
export const numberText = (n: number): string => (Math.abs(n) < 1e21 ? text(n, 3, 0).replace(/\.?0+$/, "") : String(n));

/** Intl's percent with two decimals. */
export const percentText = (x: number): string => (Math.abs(x) < 1e21 ? `${text(x, 2, 2)}%` : String(x));
