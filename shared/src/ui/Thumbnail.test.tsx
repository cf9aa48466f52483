import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { CATEGORY_COLORS } from 'contract/format';
import { thumbnailUrl } from 'contract/format';
import type { Experience, ExperienceSummary, Place } from 'contract';
import { Thumbnail, experienceThumbnail, type ThumbnailProps } from './Thumbnail';

const YOUTUBE = thumbnailUrl('youtube', 'dQw4w9WgXcQ');
const props: ThumbnailProps = {
  src: YOUTUBE,
  posterTitle: 'Shilin Night Market',
  posterSubtitle: 'Taiwan',
  colorKey: 1,
  alt: 'Shilin Night Market / Taiwan',
  width: 320,
  height: 180,
};

/** The image as the browser would have decoded it. */
function loadAs(img: HTMLElement, naturalWidth: number, naturalHeight: number) {
  Object.defineProperty(img, 'naturalWidth', { value: naturalWidth });
  Object.defineProperty(img, 'naturalHeight', { value: naturalHeight });
  fireEvent.load(img);
}

describe('Thumbnail', () => {
  it('shows the image, named by its alt text, once it has loaded as a picture', () => {
    render(<Thumbnail {...props} />);
    const img = screen.getByRole('img', { name: 'Shilin Night Market / Taiwan' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', YOUTUBE);
    expect(img.parentElement).toHaveClass('ti-thumb--loading');
    loadAs(img, 480, 360);
    expect(screen.getByRole('img', { name: 'Shilin Night Market / Taiwan' })).toBe(img);
    expect(img.parentElement).not.toHaveClass('ti-thumb--loading');
    expect(screen.queryByText('Shilin Night Market')).toBeNull();
  });

  it('becomes a poster with the same name when the image fails to load', () => {
    render(<Thumbnail {...props} />);
    fireEvent.error(screen.getByRole('img'));
    const poster = screen.getByRole('img', { name: 'Shilin Night Market / Taiwan' });
    expect(poster.tagName).not.toBe('IMG');
    expect(poster).toHaveTextContent('Shilin Night MarketTaiwan');
    expect(document.querySelector('img')).toBeNull();
  });

  it("becomes a poster when YouTube answers with its 120×90 'no thumbnail' stand-in", () => {
    render(<Thumbnail {...props} />);
    loadAs(screen.getByRole('img'), 120, 90);
    expect(screen.getByRole('img', { name: 'Shilin Night Market / Taiwan' })).toHaveTextContent('Shilin Night Market');
    expect(document.querySelector('img')).toBeNull();
  });

  it('keeps a 120×90 picture from any other host', () => {
    render(<Thumbnail {...props} src="https://example.com/small.jpg" />);
    const img = screen.getByRole('img');
    loadAs(img, 120, 90);
    expect(screen.getByRole('img')).toBe(img);
  });

  it('starts again when given another image', () => {
    const { rerender } = render(<Thumbnail {...props} />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Thumbnail {...props} src={thumbnailUrl('vimeo', '76979871')} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://vumbnail.com/76979871.jpg');
  });

  it('reserves its box: width and height on the image, the same aspect ratio on the box in every state', () => {
    // 16:9, every thumbnail's ratio, is the stylesheet's (no style attribute: a page rendered on the server may not
    // carry one); another ratio is set on the box
    const { rerender } = render(<Thumbnail {...props} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '180');
    expect(img.parentElement).not.toHaveAttribute('style');
    rerender(<Thumbnail {...props} width={300} height={300} />);
    const box = screen.getByRole('img').parentElement!;
    expect(box.style.aspectRatio).toBe('300 / 300');
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toBe(box);
    expect(box.style.aspectRatio).toBe('300 / 300');
  });

  it('loads lazily, or at once with high priority when it is one of the first on screen', () => {
    const { rerender } = render(<Thumbnail {...props} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    rerender(<Thumbnail {...props} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('colours the poster from its key: the same key always the same colour, four keys in a row all four', () => {
    const colourOf = (colorKey: number) => {
      const { unmount } = render(<Thumbnail {...props} colorKey={colorKey} status="poster" />);
      // a class per category colour (the stylesheet's), never a style attribute
      const colour = [...screen.getByRole('img').classList].find((c) => c.startsWith('ti-thumb--category'));
      unmount();
      return colour;
    };
    expect([1, 2, 3, 4].map(colourOf).sort()).toEqual(CATEGORY_COLORS.map((_, i) => `ti-thumb--category${i}`));
    expect(colourOf(42)).toBe(colourOf(42));
    expect(colourOf(5)).toBe(colourOf(1));
  });

  it('paints each category class with the contract’s colour of that category (the stylesheet holds no other)', () => {
    const css = readFileSync(path.join(__dirname, 'ui.css'), 'utf8');
    const painted = [...css.matchAll(/\.ti-thumb--category(\d+)\s*\{\s*background-color:\s*([^;]+);/g)].map(
      ([, index, colour]) => [Number(index), colour.trim().toLowerCase()],
    );
    expect(painted).toEqual(CATEGORY_COLORS.map((colour, index) => [index, colour.toLowerCase()]));
  });

  it('is hidden from assistive technology in both states when its alt text is empty', () => {
    const { container } = render(<Thumbnail {...props} alt="" />);
    const img = container.querySelector('img')!;
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.error(img);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.ti-thumb')).toHaveAttribute('aria-hidden', 'true');
  });
});

const summary: ExperienceSummary = {
  id: 7,
  slug: 'night-market',
  title: 'A night at the market',
  video_type: 'youtube',
  video_id: 'abc123',
  duration: 300,
  author: 'Mei',
  likes_count: 0,
  views_count: 0,
  place_label: 'Taipei / Taiwan',
};

describe('experienceThumbnail', () => {
  it("is the video's still with a poster of the place label's area and country, coloured by the experience", () => {
    expect(experienceThumbnail(summary)).toEqual({
      src: 'https://i.ytimg.com/vi/abc123/hqdefault.jpg',
      posterTitle: 'Taipei',
      posterSubtitle: 'Taiwan',
      colorKey: 7,
      alt: 'Taipei / Taiwan',
    });
  });

  it('shows a lone country or area on one line', () => {
    expect(experienceThumbnail({ ...summary, place_label: 'Japan' })).toMatchObject({
      posterTitle: 'Japan',
      posterSubtitle: undefined,
      alt: 'Japan',
    });
  });

  it('shows the title when there is no place, decorative (the title is already next to it)', () => {
    expect(experienceThumbnail({ ...summary, place_label: '' })).toMatchObject({
      posterTitle: 'A night at the market',
      alt: '',
    });
    expect(experienceThumbnail({ ...summary, title: '', place_label: '' }, 'Untitled')).toMatchObject({
      posterTitle: 'Untitled',
    });
  });

  it("names a full experience's poster by its first place and that place's country", () => {
    const place = (id: number, name: string, country: string | null): Place => ({
      id,
      slug: name,
      type: 'poi',
      place_name: name,
      lat: null,
      lng: null,
      google_place_id: null,
      area: null,
      country: country ? { id: 99, country_name: country } : null,
    });
    const experience: Experience = {
      id: 7,
      slug: 'night-market',
      title: 'A night at the market',
      description: '',
      video_type: 'vimeo',
      video_id: 'abc123',
      duration: 300,
      author: 'Mei',
      user: { id: 1, display_name: 'Mei' },
      likes_count: 0,
      views_count: 0,
      visible_type: 0,
      status: 'published',
      tags: [],
      places: [
        { place: place(2, 'Jiufen Old Street', 'Taiwan'), time: 90, notes: '', position: 1 },
        { place: place(1, 'Shilin Night Market', 'Taiwan'), time: 10, notes: '', position: 0 },
      ],
      created_at: '2026-01-01T00:00:00Z',
      published_at: '2026-01-01T00:00:00Z',
    };
    expect(experienceThumbnail(experience)).toEqual({
      src: 'https://vumbnail.com/abc123.jpg',
      posterTitle: 'Shilin Night Market',
      posterSubtitle: 'Taiwan',
      colorKey: 7,
      alt: 'Shilin Night Market / Taiwan',
    });
  });
});
