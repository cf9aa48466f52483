import { safeHref, sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the allowed elements without their attributes', () => {
    expect(
      sanitizeHtml('<p class="x" style="color:red">Hi <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em><br>x</p>'),
    ).toBe('<p>Hi <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em><br>x</p>');
    expect(sanitizeHtml('<ul><li>a</li></ul><ol><li>b</li></ol>')).toBe('<ul><li>a</li></ul><ol><li>b</li></ol>');
  });

  it('keeps http, https and mailto links with rel noopener', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" onclick="x()" title="t">go</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">go</a>',
    );
    expect(sanitizeHtml('<a href="http://example.com">x</a>')).toContain('href="http://example.com/"');
    expect(sanitizeHtml('<a href="mailto:hi@example.com">mail</a>')).toContain('href="mailto:hi@example.com"');
  });

  it.each([
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['<a href=" javascript:alert(1)">x</a>', 'x'],
    ['<a href="java\tscript:alert(1)">x</a>', 'x'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', 'x'],
    ['<a href="&#106;avascript:alert(1)">x</a>', 'x'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['<a href="/relative">x</a>', 'x'],
    ['<a href="//evil.example">x</a>', 'x'],
    ['<a>no href</a>', 'no href'],
  ])('drops the link of %p', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<SCRIPT SRC=//evil/x.js></SCRIPT>ok', 'ok'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<svg onload=alert(1)><script>alert(1)</script></svg>ok', 'ok'],
    ['<iframe src="javascript:alert(1)">inside</iframe>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<b onmouseover="alert(1)">b</b>', '<b>b</b>'],
    ['<div onclick="alert(1)">text</div>', 'text'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok', 'ok'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<object data="x.swf"></object><embed src="x">ok', 'ok'],
    ['<form action="https://evil"><input value=x><button formaction="javascript:alert(1)">b</button></form>', 'b'],
    ['<template><img src=x onerror=alert(1)></template>ok', 'ok'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
  ])('neutralises %p', (input, expected) => {
    const out = sanitizeHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<(script|img|svg|iframe|style|div|object|embed|form|input|button|math)/i);
    expect(out).not.toMatch(/\son\w+=/i);
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeHtml('1 &lt; 2 &amp;&amp; "quotes"')).toBe('1 &lt; 2 &amp;&amp; &quot;quotes&quot;');
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('escapes quotes inside a kept href', () => {
    const out = sanitizeHtml(`<a href='https://example.com/"onmouseover="alert(1)'>x</a>`);
    expect(out).not.toContain('"onmouseover');
    expect(out).toContain('href="https://example.com/%22onmouseover=%22alert(1)"');
  });

  it('keeps h2–h4 only when headings are asked for (long documents), still without attributes', () => {
    const html = '<h2 id="x" onclick="alert(1)">Your account</h2><h1>Top</h1><p>Text</p>';
    expect(sanitizeHtml(html)).toBe('Your accountTop<p>Text</p>');
    expect(sanitizeHtml(html, { headings: true })).toBe('<h2>Your account</h2>Top<p>Text</p>');
    expect(sanitizeHtml('<h3><script>x()</script>Hi</h3>', { headings: true })).toBe('<h3>Hi</h3>');
  });

  it('returns "" for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });

  it('safeHref accepts only absolute http, https and mailto URLs', () => {
    expect(safeHref('https://a.example/x')).toBe('https://a.example/x');
    expect(safeHref('ftp://a.example')).toBeNull();
    expect(safeHref('javascript:void(0)')).toBeNull();
    expect(safeHref(null)).toBeNull();
    expect(safeHref('   ')).toBeNull();
  });
});
