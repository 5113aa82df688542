import { tokensFor } from './token-list';

const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const B = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

describe('tokensFor', () => {
  test('the tokens option (one entry or a list) comes first, then the bundled list, each contract once', () => {
    const bundled = { 'eip155:31337': [{ address: B.toLowerCase() }, { address: A }] };
    expect(
      tokensFor('eip155:31337', { 'eip155:31337': { address: B, image: 'https://x.test/b.png' } }, bundled),
    ).toEqual([{ address: B, image: 'https://x.test/b.png' }, { address: A }]);
    expect(tokensFor('eip155:31337', { 'eip155:31337': [{ address: A }, { address: B }] }, {})).toEqual([
      { address: A },
      { address: B },
    ]);
    expect(tokensFor('eip155:10', { 'eip155:31337': [{ address: A }] }, {})).toEqual([]);
  });

  test('an address that is not one of the network namespace is left out', () => {
    const solanaMint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(tokensFor('eip155:1', { 'eip155:1': [{ address: solanaMint }, { address: A }] }, {})).toEqual([
      { address: A },
    ]);
  });
});
