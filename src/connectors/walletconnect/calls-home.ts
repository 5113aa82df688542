/**
 * The parts of a `@walletconnect/core` Core that reach WalletConnect's own hosts besides the relay:
 * verify (an attestation iframe for each proposal and request, and a lookup for each one received),
 * the events client (pulse telemetry; WalletKit sends an INIT event even with telemetry off) and
 * echo (push registration).
 */
export interface CoreWithCallsHome {
  verify: { register: unknown; resolve: unknown };
  eventClient: { init: unknown };
  echoClient?: { registerDeviceToken: unknown };
}

/**
 * Turns off every call a Core makes to WalletConnect's verify, pulse and echo hosts, so only the
 * relay is contacted. Use with `telemetryEnabled: false`. Verify then reports nothing: wallets see
 * the request's origin as unverified ("UNKNOWN"), which is what they see offline anyway.
 */
export function turnOffCallsHome(core: CoreWithCallsHome): void {
  core.verify.register = async (): Promise<string> => '';
  core.verify.resolve = async (): Promise<undefined> => undefined;
  core.eventClient.init = async (): Promise<void> => undefined;
  if (core.echoClient) core.echoClient.registerDeviceToken = async (): Promise<void> => undefined;
}
