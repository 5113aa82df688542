/** Analytics event shapes (SPEC §7). Kept apart so options and events can share them. */

/** Payload of the send events (SPEC §7: isSmartAccount, token, amount, network). */
export interface SendEventProperties {
  isSmartAccount: boolean;
  /** Token symbol or address. */
  token: string;
  amount: number | string;
  /** CAIP network id. */
  network: string;
}

/** Payload of the sign-in events: where it happened and with what account kind. */
export interface SiwxEventProperties {
  network: string;
  isSmartAccount: boolean;
  message?: string;
}

/** Payload of the pay events: the request as the host made it. */
export interface PayEventProperties {
  recipient: string;
  amount: string;
  asset: string;
  network: string;
}

/** Every analytics event, discriminated by `event`. */
export type AnalyticsEvent =
  | { event: 'SEND_INITIATED'; properties: SendEventProperties }
  | { event: 'SEND_SUCCESS'; properties: SendEventProperties }
  | { event: 'SEND_ERROR'; properties: SendEventProperties & { message: string } }
  | {
      event: 'ERROR_FETCH_TRANSACTIONS';
      properties: { address: string; projectId: string; cursor: string | undefined; isSmartAccount: boolean };
    }
  | { event: 'SIWX_AUTH_ERROR'; properties: SiwxEventProperties }
  | { event: 'SIWX_AUTH_SUCCESS'; properties: SiwxEventProperties }
  | { event: 'CLICK_CANCEL_SIWX'; properties: SiwxEventProperties }
  | { event: 'MODAL_OPEN'; properties: { connected: boolean } }
  | { event: 'MODAL_CLOSE'; properties: { connected: boolean } }
  | { event: 'CONNECT_SUCCESS'; properties: { method: string; name: string } }
  | { event: 'CONNECT_ERROR'; properties: { message: string } }
  | { event: 'DISCONNECT_SUCCESS'; properties?: undefined }
  | { event: 'PAY_INITIATED'; properties: PayEventProperties }
  | { event: 'PAY_SUCCESS'; properties: PayEventProperties & { hash: string; swapHash?: string } }
  | { event: 'PAY_ERROR'; properties: PayEventProperties & { code: string; message: string } };

/** One of the analytics event names. */
export type AnalyticsEventName = AnalyticsEvent['event'];

/** What local subscribers receive: the event and when it was emitted (ms since epoch). */
export interface EmittedEvent {
  timestamp: number;
  data: AnalyticsEvent;
}

/** Where the host wants analytics events sent, if anywhere. */
export type AnalyticsSink = (event: EmittedEvent) => void;
