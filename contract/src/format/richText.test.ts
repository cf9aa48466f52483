import { escapeHtml, formatRichText } from './richText';

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});

describe('formatRichText', () => {
  it('turns \\n, \\r\\n and \\r into <br>', () => {
    expect(formatRichText('a\nb\r\nc\rd')).toBe('a<br>b<br>c<br>d');
    expect(formatRichText('a\n\nb')).toBe('a<br><br>b');
  });

  it('escapes HTML before adding line breaks, never the other way round', () => {
    expect(formatRichText('<b>hi</b>\n<script>x()</script>')).toBe(
      '&lt;b&gt;hi&lt;/b&gt;<br>&lt;script&gt;x()&lt;/script&gt;',
    );
    // a literal "<br>" typed by a user stays text
    expect(formatRichText('line<br>\nnext')).toBe('line&lt;br&gt;<br>next');
    expect(formatRichText('fish & chips')).toBe('fish &amp; chips');
  });

  it('handles empty input', () => {
    expect(formatRichText('')).toBe('');
    expect(formatRichText(null)).toBe('');
    expect(formatRichText(undefined)).toBe('');
  });
});
