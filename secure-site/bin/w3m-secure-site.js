#!/usr/bin/env node
// Runs the TypeScript CLI through tsx (a dependency of this package).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
