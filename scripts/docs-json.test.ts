import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// docs/components.json (Stencil's docs-json output) is what editors and the docs read: every
// tag, prop, event, method, slot, part and CSS variable, each with its one-line description.
const file = join(__dirname, '..', 'docs', 'components.json');

interface Documented {
  name?: string;
  event?: string;
  docs: string;
}

interface ComponentDoc {
  tag: string;
  docs: string;
  props: Documented[];
  events: Documented[];
  methods: Documented[];
  styles: Documented[];
  parts: Documented[];
}

const components = (): ComponentDoc[] => {
  if (!existsSync(file)) throw new Error('docs/components.json is missing: run `npm run build` first');
  return (JSON.parse(readFileSync(file, 'utf8')) as { components: ComponentDoc[] }).components;
};

test('every component, prop, event and method carries a description', () => {
  const undocumented: string[] = [];
  for (const component of components()) {
    if (!component.docs.trim()) undocumented.push(component.tag);
    for (const member of [...component.props, ...component.events, ...component.methods]) {
      if (!member.docs.trim()) undocumented.push(`${component.tag} ${member.name ?? member.event}`);
    }
  }
  expect(undocumented).toEqual([]);
});

test('the entry elements document their theme variables and parts', () => {
  const byTag = new Map(components().map((component) => [component.tag, component]));
  // w3m-button only switches between the connect and account buttons, which carry the styles.
  for (const tag of ['w3m-modal', 'w3m-connect-button', 'w3m-account-button', 'w3m-network-button']) {
    const styles = byTag.get(tag)?.styles.map((style) => style.name) ?? [];
    expect(styles).toEqual(expect.arrayContaining(['--w3m-accent', '--w3m-font-family', '--w3m-z-index']));
  }
  expect(byTag.get('w3m-modal')?.parts.map((part) => part.name)).toEqual(
    expect.arrayContaining(['card', 'overlay']),
  );
});
