import { showBootError } from './bootError';

describe('showBootError', () => {
  it('replaces the root with a bilingual notice and a Retry button', () => {
    document.body.innerHTML = '<div id="root"><p>half-rendered</p></div>';
    document.documentElement.lang = 'en';
    showBootError();
    const alert = document.querySelector('[role="alert"]');
    expect(alert).toHaveTextContent('The site failed to load. Check your connection and retry.');
    expect(document.querySelector('#root button')).toHaveTextContent('Retry');
    expect(document.body).not.toHaveTextContent('half-rendered');
    document.documentElement.lang = 'zh-Hant-TW';
    showBootError();
    expect(document.querySelector('[role="alert"]')).toHaveTextContent('網站載入失敗');
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });
});
