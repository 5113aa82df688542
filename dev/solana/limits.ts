/** Largest HTTP body the local Solana RPC accepts (a full batch of maximum-size transactions fits). */
export const MAX_BODY_BYTES = 256 * 1024;
/** Largest WebSocket frame the local Solana RPC accepts. */
export const MAX_WS_FRAME_BYTES = 16 * 1024;
