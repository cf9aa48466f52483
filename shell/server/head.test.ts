import { renderHead, scriptJson, type PageHead } from './head';

const INDEX_HTML = `<!doctype html>
<html lang="zh-Hant-TW">
  <head>
    <meta charset="utf-8" />
    <title>Travel Inspiration</title>
    <link rel="icon" href="/favicon.svg"><script defer src="/main.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const head: PageHead = {
  language: 'en',
  title: 'Taipei 101 | Travel Inspiration',
  description: 'A tower.',
  canonicalUrl: 'https://travel.example.com/place/1--taipei-101',
  image: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
  leadImage: null,
  ogType: 'website',
  siteName: 'Travel Inspiration',
  noindex: false,
  jsonLd: { '@context': 'https://schema.org', '@type': 'TouristAttraction', name: 'Taipei 101' },
};

/** The head element of a page (jsdom is not loaded here: the servers run in Node). */
function headOf(html: string): string {
  return /<head>([\s\S]*)<\/head>/.exec(html)![1];
}

describe('renderHead', () => {
  it('sets <html lang>, replaces the title and adds the tags before the scripts; the body is untouched', () => {
    const html = renderHead(INDEX_HTML, head);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Taipei 101 | Travel Inspiration</title>');
    const inHead = headOf(html);
    expect(inHead.indexOf('name="description"')).toBeLessThan(inHead.indexOf('<script defer'));
    expect(html).toContain('<body>\n    <div id="root"></div>\n  </body>');
    expect(html).toContain('<script defer src="/main.js"></script>');
  });

  it('writes description, canonical, Open Graph and a large-image Twitter card', () => {
    const inHead = headOf(renderHead(INDEX_HTML, head));
    for (const tag of [
      '<meta name="description" content="A tower."',
      '<link rel="canonical" href="https://travel.example.com/place/1--taipei-101"',
      '<meta property="og:title" content="Taipei 101 | Travel Inspiration"',
      '<meta property="og:description" content="A tower."',
      '<meta property="og:type" content="website"',
      '<meta property="og:url" content="https://travel.example.com/place/1--taipei-101"',
      '<meta property="og:image" content="https://i.ytimg.com/vi/x/hqdefault.jpg"',
      '<meta property="og:locale" content="en_US"',
      '<meta property="og:site_name" content="Travel Inspiration"',
      '<meta name="twitter:card" content="summary_large_image"',
      '<meta name="twitter:image" content="https://i.ytimg.com/vi/x/hqdefault.jpg"',
      '<script type="application/ld+json" data-server-head>{"@context":"https://schema.org","@type":"TouristAttraction","name":"Taipei 101"}</script>',
    ]) {
      expect(inHead).toContain(tag);
    }
    expect(inHead).not.toContain('name="robots"');
  });

  it('a page without image, canonical or data: a small card, noindex, no JSON-LD; zh_TW locale', () => {
    const inHead = headOf(
      renderHead(INDEX_HTML, {
        ...head,
        language: 'zh-Hant-TW',
        image: null,
        canonicalUrl: null,
        noindex: true,
        jsonLd: null,
      }),
    );
    expect(inHead).toContain('<meta name="robots" content="noindex"');
    expect(inHead).toContain('<meta name="twitter:card" content="summary"');
    expect(inHead).toContain('<meta property="og:locale" content="zh_TW"');
    for (const absent of ['rel="canonical"', 'og:url', 'og:image', 'twitter:image', 'ld+json']) {
      expect(inHead).not.toContain(absent);
    }
  });

  it('preloads the lead image with high priority, before the scripts; no preload without one', () => {
    const withLead = headOf(
      renderHead(INDEX_HTML, { ...head, leadImage: 'https://i.ytimg.com/vi/a&b"c/hqdefault.jpg' }),
    );
    const preload =
      '<link rel="preload" as="image" href="https://i.ytimg.com/vi/a&amp;b&quot;c/hqdefault.jpg" fetchpriority="high" data-server-head>';
    expect(withLead).toContain(preload);
    expect(withLead.indexOf(preload)).toBeLessThan(withLead.indexOf('<script defer'));
    expect(headOf(renderHead(INDEX_HTML, head))).not.toContain('rel="preload"');
  });

  it('escapes hostile text everywhere: a title cannot close the title, an attribute or the JSON-LD script', () => {
    const hostile = `</title></script><script>alert(1)</script>" onload="x' & $& $1 <!--`;
    const html = renderHead(INDEX_HTML, {
      ...head,
      title: hostile,
      description: hostile,
      siteName: hostile,
      jsonLd: { name: hostile, text: 'line\u2028sep' },
    });
    const inHead = headOf(html);
    // the only script elements are the built one and the JSON-LD, and nothing ends early
    expect(inHead.match(/<script/g)).toHaveLength(2);
    expect(inHead.match(/<\/script>/g)).toHaveLength(2);
    expect(inHead.match(/<\/title>/g)).toHaveLength(1);
    expect(inHead).not.toContain('<!--');
    expect(inHead).toContain(
      '<title>&lt;/title&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot; onload=&quot;x&#39; &amp; $&amp; $1 &lt;!--</title>',
    );
    expect(inHead).toContain(
      'content="&lt;/title&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot; onload=',
    );
    // the JSON-LD still reads back as the same data
    const json = /<script type="application\/ld\+json" data-server-head>([\s\S]*?)<\/script>/.exec(inHead)![1];
    expect(JSON.parse(json)).toEqual({ name: hostile, text: 'line\u2028sep' });
    expect(json).not.toMatch(/[<>&\u2028]/);
  });

  it('reads the minified build: an unquoted lang is replaced, not doubled', () => {
    const minified =
      '<!doctype html><html lang=zh-Hant-TW><head><meta charset=utf-8><title>Travel Inspiration</title>' +
      '<script defer src=/main.js></script></head><body><div id=root></div></body></html>';
    const html = renderHead(minified, head);
    expect(html).toMatch(/^<!doctype html><html lang="en"><head>/);
    expect(html.match(/lang=/g)).toHaveLength(1);
    expect(renderHead("<html class=x lang='zh-Hant-TW'><head></head></html>", head)).toMatch(
      /^<html class=x lang="en">/,
    );
  });

  it('adds lang and title when the built page has neither', () => {
    const html = renderHead('<html><head></head><body><div id="root"></div></body></html>', head);
    expect(html).toMatch(/^<html lang="en"><head><title>Taipei 101 \| Travel Inspiration<\/title>/);
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('scriptJson', () => {
  it('is JSON with <, >, & and the line separators escaped', () => {
    expect(scriptJson({ a: '</script><!--&\u2029' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2029"}');
  });
});
