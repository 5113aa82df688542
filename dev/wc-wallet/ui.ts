/** Small DOM helpers for the dev mobile wallet page (text only: nothing from a dapp is parsed as HTML). */

/** Creates an element with a test id, text and attributes. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: { testId?: string; text?: string; attrs?: Record<string, string> } = {},
  children: Node[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (options.testId) node.dataset['testid'] = options.testId;
  if (options.text !== undefined) node.textContent = options.text;
  for (const [name, value] of Object.entries(options.attrs ?? {})) node.setAttribute(name, value);
  for (const child of children) node.appendChild(child);
  return node;
}

/** A button that runs `action` once per click and is disabled while it runs. */
export function actionButton(testId: string, label: string, action: () => Promise<void>): HTMLButtonElement {
  const button = el('button', { testId, text: label, attrs: { type: 'button' } });
  button.addEventListener('click', () => {
    button.disabled = true;
    void action().finally(() => {
      button.disabled = false;
    });
  });
  return button;
}

/** A one-line, readable summary of request params (long values shortened). */
export function summarise(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}
