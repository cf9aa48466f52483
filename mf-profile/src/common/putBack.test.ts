import { putBack } from './putBack';

const item = (id: number, at: string) => ({ id, at, title: `Walk ${id}` });

describe('putBack (undo of a removal in a newest-first list)', () => {
  const list = [
    item(5, '2026-03-10T12:00:00.000Z'),
    item(4, '2026-03-10T11:00:00.000Z'),
    item(2, '2026-03-10T09:00:00.000Z'),
  ];

  it('puts an item back between the newer and the older ones', () => {
    expect(putBack(list, item(3, '2026-03-10T10:00:00.000Z')).map((i) => i.id)).toEqual([5, 4, 3, 2]);
  });
  it('at the top when it is the newest, at the end when the oldest', () => {
    expect(putBack(list, item(9, '2026-03-11T00:00:00.000Z')).map((i) => i.id)).toEqual([9, 5, 4, 2]);
    expect(putBack(list, item(1, '2026-03-01T00:00:00.000Z')).map((i) => i.id)).toEqual([5, 4, 2, 1]);
  });
  it('orders equal times by id, higher first, as the server does', () => {
    expect(putBack(list, item(3, '2026-03-10T11:00:00.000Z')).map((i) => i.id)).toEqual([5, 4, 3, 2]);
    expect(putBack(list, item(6, '2026-03-10T11:00:00.000Z')).map((i) => i.id)).toEqual([5, 6, 4, 2]);
  });
  it('never lists an item twice', () => {
    expect(putBack(list, item(4, '2026-03-10T11:00:00.000Z'))).toBe(list);
  });
  it('into an empty list', () => {
    expect(putBack([], item(1, '2026-03-10T11:00:00.000Z')).map((i) => i.id)).toEqual([1]);
  });
});
