import { linea } from 'viem/chains';

/** Linea's viem fee estimator, loaded only when a Linea client is built. */
export const chainConfig = { fees: linea.fees };
