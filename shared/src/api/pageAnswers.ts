import { queryClient } from 'page-singleton';
import { PAGE_ANSWERS_ELEMENT_ID, type PageAnswer } from 'contract/constants';
import type { RouteName } from 'contract';
import { endpoints } from 'contract/endpoints';
import { queryKeyOf } from '../runtime/routeDeclaration';

function isPageAnswer(x: unknown): x is PageAnswer {
  const a = x as PageAnswer | null;
  return (
    typeof a === 'object' &&
    a !== null &&
    typeof a.name === 'string' &&
    Object.hasOwn(endpoints, a.name) &&
    typeof a.language === 'string' &&
    (a.params === null || (typeof a.params === 'object' && !Array.isArray(a.params))) &&
    (a.query === undefined || (typeof a.query === 'object' && a.query !== null && !Array.isArray(a.query))) &&
    typeof a.answer === 'object' &&
    a.answer !== null &&
    a.answer.code === 200
  );
}

/**
 * Put the answers the page's server read for this page (`#ti-answers`) into the page's cache, under the key
 * its screens ask them by, so the first screen shows its item without asking the API again. Called once as the
 * page starts, before any screen; an answer the cache already has is left as it is, and a damaged element is
 * ignored (the screens then ask as usual).
 */
export function seedPageAnswers(doc: Document = document): void {
  const text = doc.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return;
  let answers: unknown;
  try {
    answers = JSON.parse(text);
  } catch {
    return;
  }
  seedAnswers(answers);
}

/**
 * Put page answers into the page's cache under the key their screens ask them by (what the shell's server renders a
 * page from, and what the page then starts from): a well-formed answer the cache does not have yet; anything else is
 * left out.
 */
export function seedAnswers(answers: unknown): void {
  if (!Array.isArray(answers)) return;
  for (const answer of answers) {
    if (!isPageAnswer(answer)) continue;
    // the key its screen computes for the same call (queryKeyOf, from the route's declared read)
    const key = queryKeyOf(answer.name as RouteName, answer.language, {
      params: answer.params ?? undefined,
      query: answer.query,
    });
    if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, answer.answer);
  }
}
