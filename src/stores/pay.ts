import { emitEvent } from './events';
import { PayError, type PayArguments, type PayResult } from './pay-types';

interface PendingPayment {
  resolve(result: PayResult): void;
  reject(error: PayError): void;
}

let pending: PendingPayment | undefined;
let current: PayArguments | undefined;

const describe = (request: PayArguments | undefined) => ({
  recipient: String(request?.recipient ?? ''),
  amount: String(request?.amount ?? ''),
  asset: String(request?.asset ?? ''),
  network: String(request?.network ?? ''),
});

/**
 * Starts waiting for the outcome of a payment request; a request still pending is cancelled
 * first (one payment at a time). Emits PAY_INITIATED.
 */
export function awaitPayment(request: PayArguments): Promise<PayResult> {
  failPayment(new PayError('cancelled', 'A newer payment request replaced this one'));
  current = request;
  emitEvent({ event: 'PAY_INITIATED', properties: describe(request) });
  return new Promise<PayResult>((resolve, reject) => {
    pending = { resolve, reject };
  });
}

/** Notes the request the Pay view shows (opened without the instance's `pay()`, nobody awaits it). */
export function notePaymentRequest(request: PayArguments): void {
  current = request;
}

/** Whether a host promise waits for the payment. */
export function isPaymentPending(): boolean {
  return pending !== undefined;
}

/** The payment went through: resolves the host's promise and emits PAY_SUCCESS. */
export function settlePayment(result: PayResult): void {
  emitEvent({ event: 'PAY_SUCCESS', properties: { ...describe(current), ...result } });
  pending?.resolve(result);
  pending = undefined;
}

/** The payment failed or was abandoned: rejects the host's promise and emits PAY_ERROR (once per request). */
export function failPayment(error: PayError): void {
  if (!pending && error.code === 'cancelled') return;
  emitEvent({
    event: 'PAY_ERROR',
    properties: { ...describe(current), code: error.code, message: error.message },
  });
  pending?.reject(error);
  pending = undefined;
}
