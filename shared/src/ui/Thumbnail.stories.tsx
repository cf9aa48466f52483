import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CATEGORY_COLORS } from 'contract/format';
import { thumbnailUrl } from 'contract/format';
import { Thumbnail } from './Thumbnail';

/** A landscape drawn in SVG: a picture that loads without any network. */
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">` +
      `<rect width="480" height="360" fill="#87c5e8"/><circle cx="380" cy="80" r="40" fill="#ffd166"/>` +
      `<path d="M0 260 120 140l90 90 70-60 200 190H0z" fill="#2d6a4f"/><rect y="300" width="480" height="60" fill="#40916c"/>` +
      `</svg>`,
  );

const meta = {
  title: 'UI kit/Thumbnail',
  component: Thumbnail,
  args: {
    src: PICTURE,
    posterTitle: '士林夜市',
    posterSubtitle: '台灣',
    colorKey: 0,
    alt: '士林夜市 / 台灣',
    width: 320,
    height: 180,
  },
  // a card's width
  render: (args) => (
    <div style={{ width: 320 }}>
      <Thumbnail {...args} />
    </div>
  ),
} satisfies Meta<typeof Thumbnail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the image arrives: the reserved box, nothing inside yet. */
export const Loading: Story = { args: { status: 'loading' } };

export const Loaded: Story = {};

/** The image host cannot be reached (offline, blocked): the poster, in Traditional Chinese. */
export const PosterFromFailedLoad: Story = { args: { src: 'https://thumbnails.invalid/none.jpg' } };

/** The same in English. */
export const PosterInEnglish: Story = {
  args: {
    src: 'https://thumbnails.invalid/none.jpg',
    posterTitle: 'Shilin Night Market',
    posterSubtitle: 'Taiwan',
    alt: 'Shilin Night Market / Taiwan',
  },
};

/**
 * An id YouTube doesn't know: it answers with a 120×90 grey stand-in, which becomes the poster (offline the
 * request fails, with the same result).
 */
export const PosterFromYouTubePlaceholder: Story = {
  args: { src: thumbnailUrl('youtube', 'no-such-video'), colorKey: 1 },
};

/** Long names wrap to two lines, the country to one, then end with an ellipsis. */
export const LongNames: Story = {
  args: {
    status: 'poster',
    posterTitle: 'Taroko National Park Shakadang Trail and the Eternal Spring Shrine at Dawn',
    posterSubtitle: 'Hualien County, Taiwan, Republic of China (a very long country line)',
    alt: 'Taroko National Park Shakadang Trail and the Eternal Spring Shrine at Dawn / Hualien County',
  },
};

/** The title of the video when it has no place (decorative: the title is written beside it). */
export const TitleWithoutPlace: Story = {
  args: { status: 'poster', posterTitle: '九份老街一日遊：芋圓、茶樓與山城夜景', posterSubtitle: undefined, alt: '' },
};

/** The same poster in a small list row, a card and the player's width: the text scales with its box. */
export const Sizes: Story = {
  args: { status: 'poster' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      {[110, 160, 320, 640].map((width) => (
        <div key={width} style={{ width }}>
          <Thumbnail {...args} />
        </div>
      ))}
    </div>
  ),
};

/** The four category colours, chosen by the key (an experience's id): keys 0–3, then again from the first. */
export const FourColours: Story = {
  args: { status: 'poster' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {CATEGORY_COLORS.map((colour, i) => (
        <Thumbnail key={colour} {...args} colorKey={i} />
      ))}
    </div>
  ),
};
