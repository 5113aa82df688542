// Finds user-visible text written straight into the code instead of read from the catalogue
// (src/locales): JSX text, text-carrying attributes and props, string children, DOM text
// properties and snackbar calls. Issue 22: every user-visible string comes from the catalogue.
import ts from 'typescript';

/** One literal that looks like user-visible text. */
export interface HardCodedString {
  file: string;
  line: number;
  text: string;
  where: string;
}

/** Names that are the same in every language (brands and protocols), shown as written. */
export const BRAND_NAMES: ReadonlySet<string> = new Set([
  'WalletConnect',
  'Farcaster',
  'Telegram',
  'Google',
  'GitHub',
  'Discord',
  'Apple',
  'X',
  'ENS',
  'QR',
]);

/** Attributes and props whose value users read or hear (labels, titles, placeholders, alt text). */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'ariaLabel',
  'title',
  'placeholder',
  'alt',
  'label',
  'loadingLabel',
  'heading',
  'description',
  'text',
  'tag',
  'imageAlt',
  'message',
]);

/** DOM properties that put text on screen or in the accessibility tree. */
const TEXT_PROPERTIES = new Set(['title', 'ariaLabel', 'placeholder', 'alt', 'textContent', 'innerText']);
/** Snackbar calls: their string argument is shown to the user as is. */
const SNACKBAR_CALLS = new Set(['showError', 'showSuccess', 'showLoading', 'showSnackbar']);

/** Natural-language text: two letters in a row, not a brand name, not a CSS/URL/identifier token. */
export function isNaturalText(text: string): boolean {
  const trimmed = text.trim();
  if (!/\p{L}{2,}/u.test(trimmed)) return false;
  if (BRAND_NAMES.has(trimmed)) return false;
  return true;
}

function literalText(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return undefined;
}

/** The literal branches of an expression: `'a'`, `c ? 'a' : 'b'`, `x ?? 'a'`, `x || 'a'`. */
function literalBranches(node: ts.Expression | undefined): string[] {
  if (!node) return [];
  const text = literalText(node);
  if (text !== undefined) return [text];
  if (ts.isParenthesizedExpression(node)) return literalBranches(node.expression);
  if (ts.isConditionalExpression(node))
    return [...literalBranches(node.whenTrue), ...literalBranches(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
      node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
  ) {
    return [...literalBranches(node.left), ...literalBranches(node.right)];
  }
  return [];
}

function calleeName(node: ts.CallExpression): string | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** Every hard-coded user-visible string in one source file. */
export function findHardCodedStrings(file: string, source: string): HardCodedString[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: HardCodedString[] = [];
  const report = (node: ts.Node, text: string, where: string): void => {
    if (!isNaturalText(text)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text: text.trim(), where });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text, 'JSX text');
    else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(sourceFile))) {
      const init = node.initializer;
      const name = node.name.getText(sourceFile);
      if (init && ts.isStringLiteral(init)) report(init, init.text, `${name}=`);
      else if (init && ts.isJsxExpression(init)) {
        for (const text of literalBranches(init.expression)) report(init, text, `${name}=`);
      }
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const text of literalBranches(node.expression)) report(node, text, 'JSX child');
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      TEXT_PROPERTIES.has(node.left.name.text)
    ) {
      for (const text of literalBranches(node.right)) report(node, text, `.${node.left.name.text} =`);
    } else if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const [first, second] = node.arguments;
      if (name && SNACKBAR_CALLS.has(name)) {
        for (const text of literalBranches(first)) report(node, text, `${name}()`);
      }
      if (name === 'setAttribute' && first && TEXT_ATTRIBUTES.has(literalText(first) ?? '')) {
        for (const text of literalBranches(second)) report(node, text, `setAttribute(${literalText(first)})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
