// The address a player's code slip opens: their page, with the code in the
// fragment (#code=...), which a browser never sends to a server.
export function slipUrl(origin: string, eventId: string, playerId: string, code: string): string {
  return `${origin}/e/${eventId}/p/${encodeURIComponent(playerId)}#code=${encodeURIComponent(code)}`;
}
