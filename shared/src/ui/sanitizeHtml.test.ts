import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the allowed elements without their attributes', async () => {
    expect(
      await sanitizeHtml(
        '<p class="x" style="color:red">Hi <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em><br>x</p>',
      ),
    ).toBe('<p>Hi <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em><br>x</p>');
    expect(await sanitizeHtml('<ul><li>a</li></ul><ol><li>b</li></ol>')).toBe('<ul><li>a</li></ul><ol><li>b</li></ol>');
  });

  it('keeps http, https and mailto links with rel noopener', async () => {
    expect(await sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" onclick="x()" title="t">go</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">go</a>',
    );
    expect(await sanitizeHtml('<a href="http://example.com">x</a>')).toContain('href="http://example.com"');
    expect(await sanitizeHtml('<a href="mailto:hi@example.com">mail</a>')).toContain('href="mailto:hi@example.com"');
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
    ['<a href="ftp://files.example">x</a>', 'x'],
    ['<a href="   ">x</a>', 'x'],
    ['<a>no href</a>', 'no href'],
    [
      '<a href="javascript:alert(1)"><b>bold</b> <a href="https://ok.example">next</a></a>',
      '<b>bold</b> <a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">next</a>',
    ],
  ])('drops the link of %p', async (input, expected) => {
    expect(await sanitizeHtml(input)).toBe(expected);
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
    ['<noscript>hidden</noscript>ok', 'ok'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', 'ok'],
    ['<b href="https://evil.example" style="x">b</b>', '<b>b</b>'],
    [
      '<p><a href="https://ok.example" style="x" id="y" data-x="1" aria-label="z">a</a></p>',
      '<p><a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">a</a></p>',
    ],
  ])('neutralises %p', async (input, expected) => {
    const out = await sanitizeHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<(script|img|svg|iframe|style|div|object|embed|form|input|button|math)/i);
    expect(out).not.toMatch(/\son\w+=/i);
  });

  it('escapes text so it cannot become markup', async () => {
    expect(await sanitizeHtml('1 &lt; 2 &amp;&amp; "quotes"')).toBe('1 &lt; 2 &amp;&amp; "quotes"');
    expect(await sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('escapes quotes inside a kept href', async () => {
    const out = await sanitizeHtml(`<a href='https://example.com/"onmouseover="alert(1)'>x</a>`);
    expect(out).not.toContain('"onmouseover');
    expect(out).toContain('href="https://example.com/&quot;onmouseover=&quot;alert(1)"');
    const link = new DOMParser().parseFromString(out, 'text/html').querySelector('a');
    expect(link?.getAttributeNames()).toEqual(['href', 'rel', 'target']);
  });

  it('keeps h2–h4 only when headings are asked for (long documents), still without attributes', async () => {
    const html = '<h2 id="x" onclick="alert(1)">Your account</h2><h1>Top</h1><p>Text</p>';
    expect(await sanitizeHtml(html)).toBe('Your accountTop<p>Text</p>');
    expect(await sanitizeHtml(html, { headings: true })).toBe('<h2>Your account</h2>Top<p>Text</p>');
    expect(await sanitizeHtml('<h3><script>x()</script>Hi</h3>', { headings: true })).toBe('<h3>Hi</h3>');
  });

  it('returns "" for empty input', async () => {
    expect(await sanitizeHtml('')).toBe('');
    expect(await sanitizeHtml(null)).toBe('');
    expect(await sanitizeHtml(undefined)).toBe('');
  });
});
