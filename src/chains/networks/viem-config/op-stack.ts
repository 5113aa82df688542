export { chainConfig } from 'viem/op-stack';
