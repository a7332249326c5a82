// English strings of sign-in and invitations. ../ja/auth.ts has the same keys (the type says so).
export const authEn = {
  "auth.signinTitle": "Sign in",
  "auth.signupTitle": "Create an organizer account",
  "auth.username": "Username",
  "auth.usernameHint": "{min}–{max} characters: letters a–z (capitals become small), digits, _ and -",
  "auth.username.short": "Too short: at least {min} characters.",
  "auth.username.long": "Too long: at most {max} characters.",
  "auth.username.characters": "Use only letters a–z, digits, _ and - (no spaces or accents).",
  "auth.username.ok": "You will sign in as “{name}”.",
  "auth.password.short": "Too short: at least {min} characters.",
  "auth.password.long": "Too long: at most {max} characters.",
  "auth.password": "Password (8 characters or more)",
  "auth.signin": "Sign in",
  "auth.signup": "Create account",
  "auth.signout": "Sign out",
  "auth.toSignup": "No account yet? Create one",
  "auth.toSignin": "Already have an account? Sign in",

  "invite.title": "Join the staff of an event",
  "invite.signinFirst": "Sign in (or create an account) to accept the invitation",
  "invite.text": "You were invited to help run an event.",
  "invite.accept": "Accept",
};
