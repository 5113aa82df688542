// The SIWX shapes live beside the options that carry them (stores may not import siwx/).
export type * from '../stores/siwx-types';
