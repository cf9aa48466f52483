import { shellStrings } from './shell.strings';

/**
 * When the shell's own code cannot load (a chunk timed out after 120 s or is missing), React is not
 * there to render anything: show a plain, bilingual notice with a button that loads the page again.
 */
export function showBootError(root: HTMLElement | null = document.getElementById('root')): void {
  if (!root) return;
  const language = document.documentElement.lang === 'en' ? 'en' : 'zh-Hant-TW';
  const text = shellStrings.text(language, 'bootError.message');
  const retry = shellStrings.text(language, 'bootError.retry');
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
