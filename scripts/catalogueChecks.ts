import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { isPluralForms, placeholders, type Catalogue, type CatalogueText } from 'contract/format';
import { LANGUAGES } from 'contract';

// What the catalogue test checks on every catalogue (scripts/catalogues.test.ts), and where it finds them.

const ROOT = path.resolve(__dirname, '..');
/** Folders that hold no app or API source. */
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'e2e',
  'storybook',
  'scripts',
  'deploy',
  'docs',
  'data',
  'coverage',
]);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Every `*.strings.ts` file of the apps and the API, relative to the repository root. */
export function catalogueFiles(): string[] {
  return sourceFiles(ROOT)
    .filter((f) => f.endsWith('.strings.ts'))
    .map((f) => path.relative(ROOT, f))
    .sort();
}

export function isCatalogue(x: unknown): x is Catalogue {
  return typeof x === 'object' && x !== null && 'entries' in x && typeof (x as Catalogue).text === 'function';
}

/**
 * What is wrong with a catalogue's entries, as `key: problem`: a language missing or empty (each plural form too),
 * or placeholders that differ between the languages. Empty when every key is complete in every language.
 */
export function catalogueProblems(strings: Catalogue): string[] {
  const problems: string[] = [];
  for (const [key, entry] of Object.entries(strings.entries)) {
    for (const language of LANGUAGES) {
      const text = entry[language] as CatalogueText | undefined;
      const forms = text === undefined ? [] : isPluralForms(text) ? Object.values(text) : [text];
      if (forms.length === 0 || forms.some((form) => typeof form !== 'string' || form.trim() === ''))
        problems.push(`${key}: no ${language} text`);
      else if (isPluralForms(text!) && !text.other) problems.push(`${key}: no ${language} "other" plural form`);
    }
    const [first, ...rest] = LANGUAGES.filter((language) => entry[language] !== undefined);
    if (!first) continue;
    const expected = placeholders(entry[first]).join(', ');
    for (const language of rest) {
      const found = placeholders(entry[language]).join(', ');
      if (found !== expected)
        problems.push(`${key}: placeholders {${expected}} in ${first}, {${found}} in ${language}`);
    }
  }
  return problems;
}

function chineseTexts(strings: Catalogue): [string, string][] {
  return Object.entries(strings.entries).flatMap(([key, entry]) => {
    const text = entry['zh-Hant-TW'];
    return (isPluralForms(text) ? Object.values(text) : [text]).map((form): [string, string] => [key, form ?? '']);
  });
}

/** Half-width punctuation Chinese writes full-width: （）、，、：、；、！、？ */
const HALF_WIDTH = /[(),:;!?]/;
/** Where half-width marks belong even in Chinese: URLs, placeholders, and between Latin letters or digits (12:30, mm:ss). */
const LATIN_ONLY = /\S+:\/\/\S+|\{\{[^}]*\}\}|[A-Za-z0-9]+(?:[:?,.][A-Za-z0-9]+)+/g;

/**
 * The Chinese texts of a catalogue that use half-width punctuation where Chinese writes it full-width
 * ("全部 (4)" instead of "全部（4）"), as `key: text`; empty when every one is written the native way.
 */
export function halfWidthPunctuation(strings: Catalogue): string[] {
  return chineseTexts(strings)
    .filter(([, text]) => HALF_WIDTH.test(text.replace(LATIN_ONLY, '')))
    .map(([key, text]) => `${key}: ${text}`);
}

/**
 * Words the site's Chinese doesn't use, with the word it uses instead: one word for one thing everywhere (a trip
 * plan is a 計畫, never a 行程).
 */
const OFF_GLOSSARY: Record<string, string> = { 行程: '計畫' };

/** The Chinese texts of a catalogue that use an off-glossary word, as `key: text`; empty when none does. */
export function offGlossaryWords(strings: Catalogue): string[] {
  return chineseTexts(strings)
    .filter(([, text]) => Object.keys(OFF_GLOSSARY).some((word) => text.includes(word)))
    .map(([key, text]) => `${key}: ${text}`);
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

/**
 * Files whose Chinese is not user-facing text: tests and stories (fixtures), the API's demo content (seed data),
 * and the catalogues themselves.
 */
function mayHoldChinese(file: string): boolean {
  return (
    /\.(test|stories|strings)\.tsx?$/.test(file) ||
    /(^|\/)(test|testing|bench)\//.test(file) ||
    /^api\/src\/db\/seed(-data)?\.ts$/.test(file)
  );
}

/**
 * The texts in app and API code, outside catalogues, that hold Chinese (string literals, template parts, JSX text;
 * comments and regular expressions aside), as `file:line: text`. A bilingual literal always has a Chinese half, so none means none left.
 */
export function chineseOutsideCatalogues(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(ROOT).map((f) => path.relative(ROOT, f))) {
    if (mayHoldChinese(file)) continue;
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    if (!CJK.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node): void => {
      // a pattern built for `new RegExp` reads text, it does not show any
      if (ts.isNewExpression(node) && node.expression.getText(source) === 'RegExp') return;
      if (
        (ts.isStringLiteral(node) ||
          ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isTemplateHead(node) ||
          ts.isTemplateMiddle(node) ||
          ts.isTemplateTail(node) ||
          ts.isJsxText(node)) &&
        CJK.test(node.getText(source))
      ) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push(`${file}:${line}: ${node.getText(source).trim()}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
