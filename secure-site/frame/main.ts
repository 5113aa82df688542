// The frame page's script (served as /frame.js under script-src 'self'). Before it answers
// anything it finds its parent's origin and has the server check it against the project's list;
// then it accepts only well-formed messages from that parent window and origin, answers each
// request id once, and posts only to that origin.
import { FRAME_PREFIX, FRAME_SDK_VERSION, parseAppMessage } from '../../src/frame';
import { SecureApi } from './api';
import { ApprovalScreen } from './approval';
import { answer, type FrameEnvironment } from './handlers';
import { setFrameLocale } from './i18n';
import { decideParentOrigin } from './parent-origin';

const MAX_SEEN_IDS = 10_000;

/** The embedding page's origin: the browser's answer, or the host's claim checked against the referrer. */
function findParentOrigin(params: URLSearchParams) {
  const ancestors = window.location.ancestorOrigins;
  return decideParentOrigin({
    isTop: window.parent === window,
    ancestorOrigins: ancestors && ancestors.length > 0 ? Array.from(ancestors) : undefined,
    referrer: document.referrer,
    claimed: params.get('hostOrigin'),
  });
}

function showStatus(root: HTMLElement, text: string): void {
  const paragraph = document.createElement('p');
  paragraph.className = 'status';
  paragraph.setAttribute('role', 'status');
  paragraph.textContent = text;
  root.replaceChildren(paragraph);
}

async function boot(): Promise<void> {
  const root = document.getElementById('app') ?? document.body;
  const params = new URLSearchParams(window.location.search);
  const projectId = params.get('projectId') ?? '';
  const initialChainId = Number.parseInt(params.get('chainId')?.split(':').pop() ?? '', 10);
  const parent = findParentOrigin(params);
  if ('refused' in parent) return showStatus(root, parent.refused);
  const host = parent.origin;
  const api = new SecureApi(projectId, host);
  try {
    await api.call('POST', '/api/v1/frame/check', {});
  } catch (error) {
    // Not on the project's list (or no such project): answer nothing at all.
    return showStatus(root, error instanceof Error ? error.message : 'This app is not allowed');
  }

  const post = (message: unknown): void => window.parent.postMessage(message, host);
  const env: FrameEnvironment = {
    api,
    approval: new ApprovalScreen(root),
    initialChainId: Number.isSafeInteger(initialChainId) && initialChainId > 0 ? initialChainId : 1,
    sessionChanged: (isConnected) =>
      post({ type: `${FRAME_PREFIX}SESSION_UPDATE`, payload: { isConnected } }),
    applyTheme: (mode) => {
      if (mode) document.documentElement.dataset.theme = mode;
    },
    applyLocale: setFrameLocale,
  };
  const seen = new Set<string>();
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== host) return;
    const message = parseAppMessage(event.data);
    if (!message || seen.has(message.id)) return;
    if (seen.size >= MAX_SEEN_IDS) seen.clear();
    seen.add(message.id);
    void answer(env, message).then(post);
  });
  post({ type: `${FRAME_PREFIX}READY`, payload: { version: FRAME_SDK_VERSION } });
}

void boot();
