import { map } from 'nanostores';

/** One NFT the account holds (ERC-721, or an ERC-1155 balance). */
export interface Nft {
  /** `<contract>:<token id>`, unique per network. */
  id: string;
  /** The token's own name, else the collection name with the token id. */
  name: string;
  collection: string;
  tokenId: string;
  standard: 'ERC-721' | 'ERC-1155';
  /** How many the account holds ('1' for ERC-721). */
  amount: string;
  /** The preview image, if the source has one. */
  imageUrl: string | undefined;
  /** Flagged as spam by the source: never shown. */
  spam: boolean;
}

/** A page of NFTs and the cursor of the next one. */
export interface NftPage {
  items: Nft[];
  next: string | undefined;
}

/** What an NFT source is asked for. */
export interface NftRequest {
  account: string;
  cursor: string | undefined;
}

/** Where NFT holdings come from (Blockscout). */
export interface NftSource {
  fetch(request: NftRequest): Promise<NftPage>;
}

/** The NFTs tab's state. */
export interface NftsState {
  /** The NFTs loaded so far, spam left out. */
  items: Nft[];
  loading: boolean;
  /** The last load failed. */
  failed: boolean;
  /** No source serves the active network. */
  unavailable: boolean;
  next: string | undefined;
}

const INITIAL: NftsState = { items: [], loading: false, failed: false, unavailable: false, next: undefined };

/** The NFTs of the connected account on the active network. */
export const $nfts = map<NftsState>({ ...INITIAL });

/** Clears the list (network or account change). */
export function resetNfts(): void {
  $nfts.set({ ...INITIAL });
}

/**
 * Loads the next page from `source` (undefined: none serves this network, the list is marked
 * unavailable). Spam is dropped; a failure keeps what was loaded and sets `failed`.
 */
export async function fetchNfts(source: NftSource | undefined, account: string): Promise<void> {
  if (!source) {
    $nfts.set({ ...INITIAL, unavailable: true });
    return;
  }
  const state = $nfts.get();
  $nfts.set({ ...state, loading: true, failed: false, unavailable: false });
  try {
    const page = await source.fetch({ account, cursor: state.next });
    const known = new Set(state.items.map((nft) => nft.id));
    const fresh = page.items.filter((nft) => !nft.spam && !known.has(nft.id));
    $nfts.set({ ...$nfts.get(), items: [...state.items, ...fresh], loading: false, next: page.next });
  } catch {
    $nfts.set({ ...$nfts.get(), loading: false, failed: true });
  }
}
