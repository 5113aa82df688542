// A deliberate React mistake, list items without keys, rendered with React's development build:
// the fixture of the test that proves the console recorder of the e2e tests sees React's warnings.
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('The fixture page has no #root');
const words = ['keys', 'are', 'missing'];
createRoot(root).render(
  <ul data-testid="list">
    {words.map((word) => (
      <li>{word}</li>
    ))}
  </ul>,
);
