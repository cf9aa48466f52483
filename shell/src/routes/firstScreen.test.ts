// A route's first-screen reads, as its screen asks them and as the shell's server writes them into the page: the
// compiler holds a screen to what its route declares (the lines under @ts-expect-error must not compile: `npm run
// typecheck` fails if they do), and both sides key a read by one function of one declaration.
import { useFirstScreen, type CallResponse } from 'shared';
import { describeRead, queryKeyOf } from 'shared/route';
import { placeRoute, tagRoute } from 'mf-discovery/routes';
import { experienceRoute } from 'mf-experience/routes';

/** Screens as the compiler sees them (never rendered: what matters is what compiles). */
export function useScreensThatCompile() {
  const place = useFirstScreen(placeRoute, 'place', { placeId: '12' }, 'failed', { select: (r) => r.data! });
  const name: string | undefined = place.state.status === 'ready' ? place.state.data.place_name : undefined;
  const experience = useFirstScreen(experienceRoute, 'experience', { expId: '7' }, 'failed');
  return [name, experience.named];
}

export function useScreensThatDoNotCompile() {
  // @ts-expect-error the place route declares no `experience` read
  useFirstScreen(placeRoute, 'experience', { placeId: '12' }, 'failed');
  // @ts-expect-error the place route's `place` read is getPlace: its answer is no experience
  useFirstScreen(placeRoute, 'place', { placeId: '12' }, 'failed', { select: (r: CallResponse<'getExperience'>) => r });
  const tags = useFirstScreen(tagRoute, 'tags', { slug: 'x' }, 'failed', { select: (r) => r.data ?? [] });
  // @ts-expect-error the tag route's read answers tags, which have no place_name
  return tags.state.status === 'ready' ? tags.state.data[0].place_name : null;
}

describe('a route’s first-screen read', () => {
  const input = (params: Record<string, string>, search = '') => ({ params, query: new URLSearchParams(search) });

  it('is keyed from the address by the declaration: the screen’s key is the one the page’s answer is seeded by', () => {
    const call = describeRead(placeRoute, 'place', input({ placeId: '12', slug: 'taipei-101' }));
    expect(call).toEqual({ endpoint: 'getPlace', args: { params: { placeId: 12 } } });
    // what the server writes (name, language, params) and seedPageAnswers keys by queryKeyOf
    expect(queryKeyOf(call!.endpoint, 'en', { params: call!.args.params })).toEqual(
      queryKeyOf('getPlace', 'en', call!.args),
    );
    expect(queryKeyOf('getPlace', 'en', call!.args)).toEqual(['api', 'getPlace', 'en', { placeId: 12 }, null]);
  });

  it('names nothing for an address that can name no item (nothing is read, the page is a 404)', () => {
    expect(describeRead(experienceRoute, 'experience', input({ expId: '99999999999' }))).toBeNull();
    expect(describeRead(placeRoute, 'place', input({ placeId: '0' }))).toBeNull();
  });
});
