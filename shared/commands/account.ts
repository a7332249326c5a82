// What an organizer account's username and password must be: the rule the
// sign-up endpoint enforces (worker/auth.ts) and the sign-up form checks as
// the user types (web/src/pages/auth), so both say the same thing.

export const USERNAME = { min: 3, max: 32, pattern: /^[a-z0-9_-]+$/ } as const;
export const PASSWORD = { min: 8, max: 200 } as const;

export type UsernameIssue = "short" | "long" | "characters";
export type PasswordIssue = "short" | "long";

/** The username as stored: trimmed, lower case (so "Olga" is accepted as "olga"). */
export function normalUsername(raw: string): string {
  return raw.trim().toLowerCase();
}

/** What is wrong with a username as typed, or null when it is accepted. */
export function usernameIssue(raw: string): UsernameIssue | null {
  const u = normalUsername(raw);
  if (u.length < USERNAME.min) return "short";
  if (u.length > USERNAME.max) return "long";
  if (!USERNAME.pattern.test(u)) return "characters";
  return null;
}

export function passwordIssue(raw: string): PasswordIssue | null {
  if (raw.length < PASSWORD.min) return "short";
  if (raw.length > PASSWORD.max) return "long";
  return null;
}
