/** Spec section 8: the card provider script raises "publishable key not set" when the server gives no key. */
export class CardKeyMissingError extends Error {
  constructor() {
    super('publishable key not set');
    this.name = 'CardKeyMissingError';
  }
}
