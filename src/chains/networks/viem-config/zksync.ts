export { chainConfig } from 'viem/zksync';
