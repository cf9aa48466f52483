/**
 * When the shell's own code cannot load (a chunk timed out after 120 s or is missing), React is not
 * there to render anything: show a plain, bilingual notice with a button that loads the page again.
 */
export function showBootError(root: HTMLElement | null = document.getElementById('root')): void {
  if (!root) return;
  const zh = (document.documentElement.lang || 'zh-Hant-TW') !== 'en';
  const text = zh
    ? '網站載入失敗。請檢查網路連線後重試。'
    : 'The site failed to load. Check your connection and retry.';
  const retry = zh ? '重試' : 'Retry';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'ti-boot-error';
  const p = document.createElement('p');
  p.textContent = text;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = retry;
  button.addEventListener('click', () => window.location.reload());
  box.append(p, button);
  root.replaceChildren(box);
}
