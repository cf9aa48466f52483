import { act, render, screen } from '@testing-library/react';
import { setLanguage } from 'shared';
import '../i18n';
import { LanguageSwitch } from './LanguageSwitch';

describe('LanguageSwitch', () => {
  it.each(['en', 'zh-Hant-TW'] as const)(
    'in %s, holds the language it shows in its name (Label in Name), and says what it does',
    async (language) => {
      await act(() => setLanguage(language));
      render(<LanguageSwitch />);
      const button = screen.getByRole('button', { name: /Switch language to/ });
      expect(button).toHaveAccessibleName(expect.stringContaining(button.textContent!));
    },
  );
});
