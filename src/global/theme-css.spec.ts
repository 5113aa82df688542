import { themeVariablesCss } from './theme-css';

describe('themeVariablesCss', () => {
  test('no variables, no rule', () => {
    expect(themeVariablesCss({})).toBe('');
  });

  test('one :host rule with every variable', () => {
    expect(themeVariablesCss({ '--w3m-accent': ' #ff0000 ', '--w3m-z-index': 1000 })).toBe(
      ':host{--w3m-accent:#ff0000;--w3m-z-index:1000;}',
    );
  });

  test('numbers for master sizes are pixels; the mix strength is a unitless percentage', () => {
    expect(
      themeVariablesCss({
        '--w3m-font-size-master': 12,
        '--w3m-border-radius-master': '2px',
        '--w3m-color-mix-strength': '40%',
      }),
    ).toBe(':host{--w3m-font-size-master:12px;--w3m-border-radius-master:2px;--w3m-color-mix-strength:40;}');
  });
});
