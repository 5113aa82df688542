// A green wallet with a "</>" on it: the Dev Wallet is a developer tool. Square, 96 x 96 as EIP-6963 suggests.
const ICON_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="22" fill="#0f3d2a"/>',
  '<rect x="14" y="20" width="56" height="14" rx="7" fill="#86efac"/>',
  '<rect x="14" y="28" width="68" height="48" rx="10" fill="#22c55e"/>',
  '<rect x="58" y="43" width="28" height="18" rx="9" fill="#0f3d2a"/>',
  '<circle cx="67" cy="52" r="4" fill="#86efac"/>',
  '<path d="M32 42l-8 10 8 10M44 42l8 10-8 10" fill="none" stroke="#0f3d2a" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>',
  '</svg>',
].join('');

/** The Dev Wallet's icon as an RFC 2397 data URI (base64 SVG), as EIP-6963 requires. */
export const DEV_WALLET_ICON = `data:image/svg+xml;base64,${btoa(ICON_SVG)}`;
