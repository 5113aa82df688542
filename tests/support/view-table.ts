// The router's view table (VIEW_ENTRIES in src/components/shell/w3m-router/view-tags.ts) read from
// its source: the module itself imports the view components, which node-side code cannot load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const SOURCE = join(__dirname, '../../src/components/shell/w3m-router/view-tags.ts');

/** The `tag` of an object literal, or undefined. */
function tagOf(node: ts.Expression | undefined): string | undefined {
  if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'tag') {
      if (ts.isStringLiteral(property.initializer)) return property.initializer.text;
    }
  }
  return undefined;
}

/** Every view the router has an element for, as [view name, element tag], in table order. */
export function routerViewTable(): [string, string][] {
  const file = ts.createSourceFile(SOURCE, readFileSync(SOURCE, 'utf8'), ts.ScriptTarget.Latest, true);
  const constants = new Map<string, ts.Expression | undefined>();
  let table: ts.ObjectLiteralExpression | undefined;
  file.forEachChild((statement) => {
    if (!ts.isVariableStatement(statement)) return;
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText();
      constants.set(name, declaration.initializer);
      if (
        name === 'VIEW_ENTRIES' &&
        declaration.initializer &&
        ts.isObjectLiteralExpression(declaration.initializer)
      )
        table = declaration.initializer;
    }
  });
  if (!table) throw new Error(`no VIEW_ENTRIES object in ${SOURCE}`);
  return table.properties.map((property) => {
    if (!ts.isPropertyAssignment(property))
      throw new Error(`unexpected entry in VIEW_ENTRIES: ${property.getText()}`);
    const value = property.initializer;
    const tag = ts.isIdentifier(value) ? tagOf(constants.get(value.text)) : tagOf(value);
    if (!tag) throw new Error(`no tag found for ${property.name.getText()} in VIEW_ENTRIES`);
    return [property.name.getText(), tag];
  });
}
