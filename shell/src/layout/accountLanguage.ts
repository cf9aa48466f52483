import { runApiMutation, type Language } from 'shared';

/**
 * Saves the interface language a signed-in person chose to their account. Its own chunk (the header's language
 * switch loads it when pressed): the page's writes are declared in code a first visit does not need.
 */
export function saveAccountLanguage(language: Language): Promise<unknown> {
  return runApiMutation('updateMe', { body: { interface_language: language } });
}
