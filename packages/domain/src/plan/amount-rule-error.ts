import type { Violation } from '../schemas/violations';

/**
 * A business rule of an amount was broken by the input (too few Enjoy Points, an upgrade to a
 * cheaper level, an Enjoy Pass count not offered). It carries the violation the server sends back
 * (`AppError.validation(violation.propertyPath, violation.code, violation.params)`) and the browser
 * shows from the shared message catalogue. Programming errors (fractional cents) stay plain RangeErrors.
 */
export class AmountRuleError extends RangeError {
  readonly violation: Violation;

  constructor(propertyPath: string, code: string, params: Record<string, unknown> = {}) {
    super(`${code} (${propertyPath})`);
    this.name = 'AmountRuleError';
    this.violation = { propertyPath, code, params };
  }

  get code(): string {
    return this.violation.code;
  }
}
