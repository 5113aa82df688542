export { chainConfig } from 'viem/celo';
