/** The payment parts of a posted submission (spec 001 §3). */
export interface PaymentParts {
  CustomerEmail: string;
  PaymentMethod: 'credit_card' | 'other';
  PaymentMode?: string;
  Coupon?: string;
  cardHolderName?: string;
  SetupIntentId?: string;
}

/** What the summary step's payment panel offers the Submit button (the panel loads lazily). */
export interface PaymentHandle {
  /** Validates the payment inputs and shows their errors; the parts to post, or null. */
  prepare(): PaymentParts | null;
  /**
   * After the submission is accepted: sets the card up and has the server charge; true when nothing
   * is left to pay, false to retry the payment of the same submission, the refusal's `submitErrorKey`
   * when that submission is gone for the visitor (its hold expired): the form is submitted anew.
   */
  complete(submissionId: string): Promise<boolean | { errorKey: string }>;
  /** A refused submission: a 410 clears the applied discount code (spec 001 §8). */
  onRefused(status: number, errors: readonly string[]): void;
  /** A text of the panel's (lazy) texts, e.g. the payment refusals of `submitErrorKey`. */
  message(key: string): string;
}
