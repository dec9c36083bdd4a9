/** What a gateway needs to start a card payment; amounts are integer minor units. */
export interface PaymentStartRequest {
  /** our payment id: the gateway echoes it back as its order reference */
  paymentRef: string;
  amount: number;
  currency: string;
  description: string;
  /** where the buyer's browser comes back after 3-D Secure */
  returnUrl: string;
  language: string;
}

/**
 * Where the browser sends the card: the payment form posts its card fields straight to `cardAction`
 * (the acquirer's direct-post endpoint), so card data never passes through our API.
 */
export interface PaymentStart {
  gatewaySessionId: string;
  cardAction: string;
  expiresAt: string;
}

export interface PaymentOutcome {
  gatewaySessionId: string;
  paymentRef: string;
  status: 'approved' | 'declined' | 'failed';
  /** acquirer reason code, e.g. insufficient_funds, 3ds_failed, currency_not_supported */
  reason: string;
  amount: number;
  currency: string;
  /** acquirer reference of an approved payment */
  reference: string;
}

/** A refund of (part of) an approved payment, asked server-to-server; amounts are integer minor units. */
export interface RefundRequest {
  /** our refund id: the acquirer's idempotency key, so a repeated request never pays out twice */
  refundRef: string;
  /** the acquirer's session of the approved payment */
  gatewaySessionId: string;
  amount: number;
  currency: string;
}

export interface RefundOutcome {
  refundRef: string;
  status: 'succeeded' | 'declined';
  /** acquirer reason code of a declined refund, e.g. amount_exceeds_captured, payment_not_approved */
  reason: string;
  amount: number;
  currency: string;
  /** acquirer reference of the refund */
  reference: string;
}

/** A card acquirer behind 3-D Secure (DESIGN §4); the built-in one is the sandbox bank. */
export interface PaymentGateway {
  readonly name: string;
  start(request: PaymentStartRequest): Promise<PaymentStart>;
  /**
   * Verifies what the browser brought back to the return URL (signature) and confirms it with the
   * acquirer server-to-server; throws when the message is forged.
   */
  complete(returnParams: Record<string, string>): Promise<PaymentOutcome>;
  /**
   * Asks the acquirer server-to-server how a session ended, for a buyer who never came back to the return
   * URL; null while it is not finished. Throws PaymentGatewayError('unavailable') when it cannot be reached.
   */
  status(gatewaySessionId: string): Promise<PaymentOutcome | null>;
  /**
   * Refunds money of an approved payment. Idempotent by `refundRef`: asking again answers the first outcome.
   * Throws PaymentGatewayError('unavailable') when the acquirer cannot be reached (the outcome is unknown).
   */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly code: 'forged' | 'unavailable' | 'rejected',
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}
