import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { INSTRUCTION_ERROR_NAMES, TRANSACTION_ERROR_NAMES } from './tx-error-names';

function declaredEnum(name: string): string[] {
  const declarations = readFileSync(createRequire(__filename).resolve('litesvm/dist/internal.d.ts'), 'utf8');
  const body = new RegExp(`export declare const enum ${name} \\{([^}]*)\\}`).exec(declarations)?.[1] ?? '';
  const members = [...body.matchAll(/(\w+) = (\d+)/g)];
  return members.map(([, member, value], index) => {
    expect(Number(value)).toBe(index);
    return member ?? '';
  });
}

describe('litesvm error names', () => {
  it('match the enums of the installed litesvm, in order', () => {
    expect(TRANSACTION_ERROR_NAMES).toEqual(declaredEnum('TransactionErrorFieldless'));
    expect(INSTRUCTION_ERROR_NAMES).toEqual(declaredEnum('InstructionErrorFieldless'));
  });
});
