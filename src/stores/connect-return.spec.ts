import { finishConnection, returnHereAfterConnect } from './connect-return';
import { $modal } from './modal-state';
import { $router, push, reset } from './router';

const request = { recipient: '0x000000000000000000000000000000000000fa1d', amount: '1', asset: 'native' };

beforeEach(() => {
  reset('Pay', { arguments: request });
  $modal.set({ open: true });
});

describe('coming back to the view a connection started from', () => {
  test('connected from Pay: the modal returns to Pay with its request instead of closing', () => {
    returnHereAfterConnect();
    push('Connect');
    push('ConnectingExternal');
    finishConnection();
    expect($modal.get().open).toBe(true);
    expect($router.get().view).toBe('Pay');
    expect($router.get().history).toEqual(['Pay']);
    expect($router.get().data).toEqual({ arguments: request });
  });

  test('without a record, or with the record used once already, the modal closes as before', () => {
    returnHereAfterConnect();
    push('Connect');
    finishConnection();
    push('Connect');
    finishConnection();
    expect($modal.get().open).toBe(false);
  });

  test('a record from a flow the user left (modal reopened elsewhere) is not followed', () => {
    returnHereAfterConnect();
    push('Connect');
    reset('Connect');
    push('ConnectingExternal');
    finishConnection();
    expect($modal.get().open).toBe(false);
    expect($router.get().view).toBe('ConnectingExternal');
  });

  test('UnsupportedChain after connecting keeps the modal on that view', () => {
    returnHereAfterConnect();
    push('Connect');
    push('UnsupportedChain');
    finishConnection();
    expect($modal.get().open).toBe(true);
    expect($router.get().view).toBe('UnsupportedChain');
  });
});
