/** The prompt's stylesheet (lives in its shadow root; the page's styles cannot reach it). */
export const PROMPT_CSS = `
:host {
  all: initial;
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 2147483647;
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #e7f5ec;
}
.card {
  box-sizing: border-box;
  width: 340px;
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 16px;
  border-radius: 14px;
  background: #0f3d2a;
  border: 1px solid #22c55e;
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.35);
}
.brand { display: flex; align-items: center; gap: 8px; font-weight: 600; }
.brand img { width: 24px; height: 24px; border-radius: 6px; }
.queue { margin-left: auto; font-weight: 400; font-size: 12px; color: #86efac; }
h2 { margin: 12px 0 4px; font-size: 16px; }
.origin { margin: 0 0 12px; font-size: 12px; color: #b7dcc6; word-break: break-all; }
dl { margin: 0 0 16px; display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; }
dt { color: #86efac; font-size: 12px; }
dd { margin: 0; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; white-space: pre-wrap; word-break: break-all; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
button {
  font: inherit;
  padding: 8px 16px;
  border-radius: 10px;
  border: 1px solid #86efac;
  background: transparent;
  color: inherit;
  cursor: pointer;
}
button.approve { background: #22c55e; border-color: #22c55e; color: #06210f; font-weight: 600; }
button:focus-visible { outline: 3px solid #fde047; outline-offset: 2px; }
`;
