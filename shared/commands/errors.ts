// The one error type of the command layer: the Worker turns it into the
// HTTP error shape { error: { code, message, path } } with `status`.
export type ErrorCode =
  | "bad_json"
  | "invalid_input"
  | "unauthenticated"
  | "invalid_credentials"
  | "wrong_code"
  | "forbidden"
  | "forbidden_origin"
  | "not_found"
  | "stale_round"
  | "conflict"
  | "result_conflict"
  | "idempotency_conflict"
  | "too_large"
  | "unsupported_media_type"
  | "not_allowed_now"
  | "rate_limited"
  | "internal";

const STATUS: Record<ErrorCode, number> = {
  bad_json: 400,
  invalid_input: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  wrong_code: 401,
  forbidden: 403,
  forbidden_origin: 403,
  not_found: 404,
  stale_round: 409,
  conflict: 409,
  /** A staff result sent with the result its sender saw (asSeen), which is no longer the stored one. */
  result_conflict: 409,
  idempotency_conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  not_allowed_now: 422,
  rate_limited: 429,
  internal: 500,
};

/** Every code the server can send (the source of truth for clients' sentences: web/src/lib/i18n/refusal-words.ts). */
export const ERROR_CODES = Object.keys(STATUS) as ErrorCode[];

export class CommandError extends Error {
  readonly code: ErrorCode;
  readonly path: string;
  readonly status: number;
  /** Extra fields of the error body, for a client to say the refusal in its own words (result_conflict: `conflict`). */
  readonly details: Record<string, unknown> | undefined;
  constructor(code: ErrorCode, message: string, path = "", details?: Record<string, unknown>) {
    super(message);
    this.name = "CommandError";
    this.code = code;
    this.path = path;
    this.status = STATUS[code];
    this.details = details;
  }
  toBody() {
    return { error: { code: this.code, message: this.message, path: this.path, ...this.details } };
  }
}

export function statusOf(code: ErrorCode): number {
  return STATUS[code];
}
