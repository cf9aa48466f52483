import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage, type Experience } from 'shared';
import '../../i18n';
import { sampleExperience, sampleVimeoExperience } from '../fixtures/experience';
import { everythingInView } from '../../../../shared/test/inView';
import { ExperienceView } from './ExperienceView';

function renderView(experience: Experience = sampleExperience) {
  return render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <ExperienceView experience={experience} />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('ExperienceView', () => {
  it('shows the title, the attribution, views and likes (singular for 1)', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Shilin Night Market food tour' })).toBeInTheDocument();
    expect(screen.getByText('From Taipei Eats (YouTube)')).toBeInTheDocument();
    expect(screen.getByText('15.3k views')).toBeInTheDocument();
    expect(screen.getByText('1 like')).toBeInTheDocument();
  });

  it('has no attribution for Vimeo videos, and plural likes', () => {
    renderView(sampleVimeoExperience);
    expect(screen.queryByText(/\(YouTube\)/)).not.toBeInTheDocument();
    expect(screen.getByText('1 view')).toBeInTheDocument();
    expect(screen.getByText('2.5k likes')).toBeInTheDocument();
    expect(screen.getByText('No places are marked in this video yet.')).toBeInTheDocument();
  });

  it('loads no player until Play is pressed, then a privacy-enhanced YouTube frame with a title', async () => {
    const { container } = renderView();
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    const frame = screen.getByTitle('Video player: Shilin Night Market food tour');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123XYZ_0?autoplay=1&enablejsapi=1&origin=http%3A%2F%2Flocalhost',
    );
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play video' })).not.toBeInTheDocument();
  });

  it("shows the video's still before play at high priority, and a poster of its first place when the still fails", async () => {
    renderView();
    const still = screen.getByRole('img', { name: 'Shilin Night Market / Taiwan' });
    expect(still).toHaveAttribute('src', 'https://i.ytimg.com/vi/abc123XYZ_0/hqdefault.jpg');
    expect(still).toHaveAttribute('fetchpriority', 'high');
    fireEvent.error(still);
    const poster = screen.getByRole('img', { name: 'Shilin Night Market / Taiwan' });
    expect(poster.tagName).not.toBe('IMG');
    expect(poster).toHaveTextContent('Shilin Night MarketTaiwan');
    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(screen.getByTitle('Video player: Shilin Night Market food tour').tagName).toBe('IFRAME');
  });

  it('plays Vimeo videos in the Vimeo player, from the keyboard', async () => {
    renderView(sampleVimeoExperience);
    screen.getByRole('button', { name: 'Play video' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTitle('Video player: Jiufen Old Street at dusk')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
  });

  it('shows the description escaped, with line breaks', () => {
    renderView();
    const about = screen.getByRole('region', { name: 'About this video' });
    const p = about.querySelector('p')!;
    expect(p.innerHTML).toBe(
      'Six snacks in one evening.<br>Start at the MRT station &lt;b&gt;early&lt;/b&gt; &amp; bring cash!',
    );
    expect(p.querySelector('b')).toBeNull();
  });

  it('lists tags as links to the tag search', () => {
    renderView();
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: '#night market' })).toHaveAttribute('href', '/tag/night-market');
  });

  it('lists the places in time order with their timestamps and labels', () => {
    renderView();
    const places = screen.getByRole('region', { name: 'Places in this video' });
    const items = within(places).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('0:05');
    expect(within(items[0]).getByRole('link', { name: 'Shilin Night Market' })).toHaveAttribute(
      'href',
      '/place/30--shilin-night-market',
    );
    expect(items[0]).toHaveTextContent('Shilin / Taiwan');
    expect(items[1]).toHaveTextContent('2:05');
    expect(items[1]).toHaveTextContent('Huge!');
    expect(items[1].querySelector('time')).toHaveAttribute('dateTime', 'PT125S');
  });

  it('seeks the playing video through the player API and highlights the place on screen', async () => {
    renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    const frame = screen.getByTitle('Video player: Shilin Night Market food tour') as HTMLIFrameElement;
    const sent: unknown[] = [];
    jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation((m: unknown) => void sent.push(m));
    await userEvent.click(screen.getByRole('button', { name: 'Play from 2:05: Hot-Star Fried Chicken' }));
    expect(sent.map((m) => JSON.parse(String(m)))).toContainEqual({
      event: 'command',
      func: 'seekTo',
      args: [125, true],
      id: 1,
      channel: 'widget',
    });
    const items = within(screen.getByRole('region', { name: 'Places in this video' })).getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Now showing: Hot-Star Fried Chicken')).toBeInTheDocument();

    // the player reports its time: the highlight follows it; other windows are not listened to
    const report = (seconds: number, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: 'https://www.youtube-nocookie.com',
            source,
            data: JSON.stringify({ event: 'infoDelivery', info: { currentTime: seconds } }),
          }),
        );
      });
    report(10, frame.contentWindow);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).not.toHaveAttribute('aria-current');
    report(200, window);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
  });

  it('in the map view, the pin of the place on screen is the highlighted one as the video plays', async () => {
    // the map's place is in view at once, so the open map loads
    const restore = everythingInView();
    try {
      render(
        <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          {/* no Google key: the open map */}
          <ExperienceView experience={sampleExperience} view="map" mapsKey="" />
        </MemoryRouter>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
      const frame = screen.getByTitle('Video player: Shilin Night Market food tour') as HTMLIFrameElement;
      const pin = async (name: string) =>
        (await screen.findAllByRole('button', { name: `Show ${name}` })).find((b) =>
          b.classList.contains('ti-open-map__pin'),
        )!;
      const market = await pin('Shilin Night Market');
      const chicken = await pin('Hot-Star Fried Chicken');
      expect(market).toHaveAttribute('aria-pressed', 'false');
      const report = (seconds: number) =>
        act(() => {
          window.dispatchEvent(
            new MessageEvent('message', {
              origin: 'https://www.youtube-nocookie.com',
              source: frame.contentWindow,
              data: JSON.stringify({ event: 'infoDelivery', info: { currentTime: seconds } }),
            }),
          );
        });
      report(10);
      expect(market).toHaveAttribute('aria-pressed', 'true');
      expect(chicken).toHaveAttribute('aria-pressed', 'false');
      report(130);
      expect(chicken).toHaveAttribute('aria-pressed', 'true');
      expect(market).toHaveAttribute('aria-pressed', 'false');
    } finally {
      restore();
    }
  });

  it('shows the viewer’s like and favorite as pressed toggles and calls back', async () => {
    const onToggle = jest.fn();
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <ExperienceView
          experience={sampleExperience}
          reactions={{ like: true, favorite: false, likes_count: 7 }}
          onToggle={onToggle}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('7 likes')).toBeInTheDocument();
    const fav = screen.getByRole('button', { name: 'Favorite' });
    expect(fav).toHaveAttribute('aria-pressed', 'false');
    fav.focus();
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledWith('favorite');
  });

  it('speaks Traditional Chinese', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    renderView();
    expect(screen.getByRole('button', { name: '播放影片' })).toBeInTheDocument();
    expect(screen.getByText('來自 Taipei Eats（YouTube）')).toBeInTheDocument();
    expect(screen.getByText('1.5 萬次觀看')).toBeInTheDocument();
    expect(screen.getByText('1 個讚')).toBeInTheDocument();
  });

  it('tells its author (and the admin) that an administrator hid the video, and why, in both languages', async () => {
    const { unmount } = renderView();
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    renderView({ ...sampleExperience, hidden: { reason: 'Advertising', hidden_at: '2026-11-20T10:00:00Z' } });
    expect(screen.getByRole('note', { name: 'Hidden by an administrator' })).toHaveTextContent('Reason: Advertising');
    await act(() => setLanguage('zh-Hant-TW'));
    expect(screen.getByRole('note', { name: '已被管理員隱藏' })).toHaveTextContent('原因：Advertising');
  });
});
