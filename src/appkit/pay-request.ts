import { pay as strings } from '../locales/en/pay';
import { $modal, openModal } from '../stores/modal';
import { awaitPayment, failPayment } from '../stores/pay';
import { parsePayArguments } from '../stores/pay-arguments';
import { PayError, type PayArguments, type PayResult } from '../stores/pay-types';

/**
 * The instance's `pay()`: checks the request, opens the Pay view on it and resolves with the
 * transaction hash once the payment is mined; rejects with a PayError on bad input, a rejection
 * in the wallet, too few funds, or when the user closes the modal first.
 */
export function requestPayment(raw: unknown): Promise<PayResult> {
  let request: PayArguments;
  try {
    request = parsePayArguments(raw);
  } catch (error) {
    return Promise.reject(error instanceof PayError ? error : new PayError('invalid-request', String(error)));
  }
  const outcome = awaitPayment(request);
  openModal({ view: 'Pay', arguments: { ...request } });
  // Closing the modal before the payment settles cancels it (a late answer is ignored).
  const stop = $modal.listen((modal) => {
    if (!modal.open) failPayment(new PayError('cancelled', strings.errors.closed()));
  });
  const done = (): void => stop();
  outcome.then(done, done);
  return outcome;
}
