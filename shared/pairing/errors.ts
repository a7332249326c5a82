/** The event cannot be paired as it stands; the message says why and where. */
export class PairingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PairingError";
  }
}
