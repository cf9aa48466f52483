import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import {
  body,
  buildTestApp,
  captureLogs,
  firstPoiId,
  makeTempDir,
  parseAnswers,
  rawExchange,
  signedInUser,
  type RawAnswer,
  type TestApp,
} from './helpers';

/**
 * The two upload forms (POST /post/media-upload: an image; POST /misc/media-upload: a video's fields) sent as
 * raw bytes over TCP, the way a broken client or an attacker sends them: every broken form is answered 4xx in
 * the caller's language, nothing of it is kept (no stored file, no row), and the process goes on answering.
 */
const mediaDir = makeTempDir('ti-upload-media');
const logs = captureLogs('debug');
let t: TestApp;
let cookie: string;
let placeId: number;

beforeAll(async () => {
  t = await buildTestApp(
    { media: { dir: mediaDir, maxBytes: 64 * 1024, maxPixels: 4_000_000 } },
    { logger: logs.logger },
  );
  cookie = (await signedInUser(t, 'uploader@example.com', 'uploader-pass-2026')).cookie;
  placeId = await firstPoiId(t.app);
});
afterAll(() => t?.close());

const ROUTES = {
  post: '/api/v1/post/media-upload',
  misc: '/api/v1/misc/media-upload',
} as const;
type Route = keyof typeof ROUTES;

const B = 'zzz';
const field = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, data: string | Buffer, filename = 'a.jpg') =>
  Buffer.concat([
    Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n\r\n`),
    Buffer.from(data),
    Buffer.from('\r\n'),
  ]);
const END = `--${B}--\r\n`;
/** a whole form: the given parts and the closing boundary */
const form = (...parts: Array<string | Buffer>) => Buffer.concat([...parts, END].map((p) => Buffer.from(p)));
/** the fields each route needs besides the broken part under test */
const goodFields = (route: Route) =>
  route === 'post'
    ? field('place_id', String(placeId)) + field('batch_id', 'raw-batch')
    : field('type', 'youtube') + field('video_id', 'dQw4w9WgXcQ') + field('duration', '60');

/** The request line and headers of an upload from the signed-in user (the site's CSRF header included). */
function head(
  route: Route,
  framing: { length: number } | 'chunked',
  opts: { contentType?: string; keepAlive?: boolean; lang?: string } = {},
): string {
  return [
    `POST ${ROUTES[route]} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Cookie: ${cookie}`,
    'X-Requested-With: XMLHttpRequest',
    `Accept-Language: ${opts.lang ?? 'en'}`,
    `Content-Type: ${opts.contentType ?? `multipart/form-data; boundary=${B}`}`,
    framing === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${framing.length}`,
    `Connection: ${opts.keepAlive ? 'keep-alive' : 'close'}`,
    '',
    '',
  ].join('\r\n');
}

/** One upload whose body is exactly `form` (Content-Length, or chunked in two chunks), and its answer. */
async function send(
  route: Route,
  form: string | Buffer,
  opts: { chunked?: boolean; contentType?: string; lang?: string } = {},
): Promise<RawAnswer> {
  const data = Buffer.from(form);
  const chunks = opts.chunked
    ? [
        head(route, 'chunked', opts),
        ...[data.subarray(0, data.length >> 1), data.subarray(data.length >> 1)].map((c) =>
          Buffer.concat([Buffer.from(`${c.length.toString(16)}\r\n`), c, Buffer.from('\r\n')]),
        ),
        '0\r\n\r\n',
      ]
    : [head(route, { length: data.length }, opts), data];
  const { answer } = await rawExchange(t, ...chunks);
  const answers = parseAnswers(await answer);
  expect(answers).toHaveLength(1);
  return answers[0];
}

const count = async (table: 'post_media' | 'experiences') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** what an upload can leave behind: post media rows, experiences (drafts), stored files */
const written = async () => ({
  media: await count('post_media'),
  experiences: await count('experiences'),
  files: readdirSync(mediaDir).length,
});

/** the process is alive and serving */
async function stillServing() {
  const res = await t.inject('/api/v1/app');
  expect(res.statusCode).toBe(200);
}

const envelope = (a: RawAnswer) => JSON.parse(a.body) as { code: number; message: string };
const MALFORMED = 'The upload arrived incomplete or damaged. Please try again.';

describe.each(['post', 'misc'] as const)('POST %s media-upload: a broken form is a 4xx and leaves nothing', (route) => {
  const cutInFile = () =>
    goodFields(route) + `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nAAAA`;
  // the first problem found is named: the image form is cut off, the video form has a file it does not take
  const cutAnswer =
    route === 'post'
      ? { en: MALFORMED, zh: '上傳的資料不完整或已損毀，請再試一次。' }
      : {
          en: 'Send the video link fields only: no file is uploaded here.',
          zh: '請只送出影片欄位：這裡不接受上傳檔案。',
        };

  it.each([
    ['with Content-Length', false],
    ['chunked', true],
  ])('a body that ends inside the file part (%s) → 400, the process keeps answering', async (_label, chunked) => {
    const before = await written();
    const answer = await send(route, cutInFile(), { chunked });
    expect(answer.statusCode).toBe(400);
    expect(envelope(answer)).toMatchObject({ code: 400, message: cutAnswer.en });
    expect(await written()).toEqual(before);
    await stillServing();
  });

  it('a body that ends inside a text field → 400 upload_malformed', async () => {
    const before = await written();
    const answer = await send(
      route,
      goodFields(route) + `--${B}\r\nContent-Disposition: form-data; name="note"\r\n\r\nab`,
    );
    expect([answer.statusCode, envelope(answer).message]).toEqual([400, MALFORMED]);
    expect(await written()).toEqual(before);
  });

  it('the same cut-off form is answered in Traditional Chinese by default', async () => {
    const answer = await send(route, cutInFile(), { lang: 'zh-Hant-TW' });
    expect(answer.statusCode).toBe(400);
    expect(envelope(answer).message).toBe(cutAnswer.zh);
  });

  it.each([
    ['no boundary', 'multipart/form-data'],
    ['a boundary the body does not use', 'multipart/form-data; boundary=other'],
  ])('%s → 400', async (_label, contentType) => {
    const before = await written();
    const answer = await send(route, form(goodFields(route)), { contentType });
    expect([answer.statusCode, envelope(answer).message]).toEqual([400, MALFORMED]);
    expect(await written()).toEqual(before);
  });

  it('a part without a name (a malformed header) is no field: 400 for the missing fields, nothing kept', async () => {
    const before = await written();
    const answer = await send(route, form(`--${B}\r\nthis is not a header\r\n\r\nx\r\n`));
    expect(answer.statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('more than 20 fields → 413, nothing kept', async () => {
    const before = await written();
    const many = Array.from({ length: 21 }, (_, i) => field(`extra${i}`, 'x')).join('');
    const answer = await send(route, form(goodFields(route), many));
    expect(answer.statusCode).toBe(413);
    expect(envelope(answer).message).toBe('The upload has too many fields or files: send one file with its fields.');
    expect(await written()).toEqual(before);
  });

  it('a field over 4 KB, or holding NUL → 400 naming the field', async () => {
    const before = await written();
    const long = await send(route, form(goodFields(route), field('note', 'x'.repeat(5000))));
    expect([long.statusCode, envelope(long).message]).toEqual([400, 'The form field note is longer than 4096 bytes.']);
    const nul = await send(route, form(field('note', 'a\u0000b'), goodFields(route)));
    expect([nul.statusCode, envelope(nul).message]).toEqual([400, 'note has an invalid format.']);
    expect(await written()).toEqual(before);
  });

  it('a field named like an Object property, or declared JSON that is not → 400', async () => {
    const proto = await send(route, form(goodFields(route), field('__proto__', 'x')));
    expect(proto.statusCode).toBe(400);
    const declaredJson = `--${B}\r\nContent-Disposition: form-data; name="note"\r\nContent-Type: application/json\r\n\r\n{nope\r\n`;
    const json = await send(route, form(goodFields(route), declaredJson));
    expect(json.statusCode).toBe(400);
    await stillServing();
  });

  it.each([
    // the app has started reading the form (its log says so), then the client goes away
    ['mid-upload', 'starting multipart parsing'],
    // the client goes away while the app is still loading the session: the form was never read
    ['as soon as the request arrives', 'incoming request'],
  ])('a connection dropped %s keeps nothing, and the process keeps answering', async (_when, logged) => {
    const before = await written();
    const since = logs.lines.length;
    const { socket } = await rawExchange(
      t,
      head(route, { length: 100_000 }),
      goodFields(route) + `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nAAAA`,
    );
    const reached = await logs.waitFor((l) => l.msg === logged, since);
    socket.destroy();
    // the handler is done with this request: it refused the form (a handler left waiting would never log this)
    await logs.waitFor((l) => l.msg === 'upload form refused' && l.reqId === reached.reqId, since);
    expect(await written()).toEqual(before);
    await stillServing();
  });

  it('after a form refused mid-body, the same kept-alive connection answers the next request', async () => {
    const twoFiles = form(goodFields(route), filePart('file', 'A'), filePart('file', 'B'));
    const next = 'GET /api/v1/app HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';
    const { answer } = await rawExchange(
      t,
      head(route, { length: Buffer.byteLength(twoFiles) }, { keepAlive: true }),
      twoFiles,
      next,
    );
    const [first, second] = parseAnswers(await answer);
    // one file too many for the image form; a file at all for the video form
    expect(first.statusCode).toBe(route === 'post' ? 413 : 400);
    expect(second.statusCode).toBe(200);
  });
});

describe('POST /post/media-upload: the file part', () => {
  const png = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#3080c0' } })
      .png()
      .toBuffer();

  it('a valid image still uploads (the form as the site sends it)', async () => {
    const before = await written();
    const answer = await send(
      'post',
      form(goodFields('post'), field('alt', 'A blue square'), filePart('file', await png())),
    );
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body).data).toMatchObject({ type: 1, alt: 'A blue square', width: 8 });
    const after = await written();
    expect([after.media - before.media, after.files - before.files]).toEqual([1, 1]);
  });

  it('an image whose row cannot be written is not kept either (the answer is a 500 without internals)', async () => {
    const files = readdirSync(mediaDir).length;
    // the database refuses the row, the way a lost table or connection would
    await t.app.db.schema.alterTable('post_media').renameTo('post_media_gone').execute();
    try {
      const answer = await send('post', form(goodFields('post'), filePart('file', await png())));
      expect([answer.statusCode, envelope(answer).message]).toEqual([
        500,
        'Something went wrong on our side. Please try again later.',
      ]);
    } finally {
      await t.app.db.schema.alterTable('post_media_gone').renameTo('post_media').execute();
    }
    expect(readdirSync(mediaDir)).toHaveLength(files);
  });

  it('alt text holding NUL → 400, and the image is not stored', async () => {
    const before = await written();
    const answer = await send(
      'post',
      form(goodFields('post'), field('alt', 'bad\u0000alt'), filePart('file', await png())),
    );
    expect([answer.statusCode, envelope(answer).message]).toEqual([400, 'alt has an invalid format.']);
    expect(await written()).toEqual(before);
  });

  it('a file in another field than "file" → 400; two files → 413; nothing stored', async () => {
    const before = await written();
    const image = await png();
    const wrong = await send('post', form(goodFields('post'), filePart('photo', image)));
    expect([wrong.statusCode, envelope(wrong).message]).toEqual([400, 'Send the file in the form field "file".']);
    const two = await send('post', form(goodFields('post'), filePart('file', image), filePart('file', image)));
    expect(two.statusCode).toBe(413);
    expect(await written()).toEqual(before);
  });

  it('a file over the size limit → 413 in the caller language, nothing stored', async () => {
    const before = await written();
    const big = form(goodFields('post'), filePart('file', Buffer.alloc(100 * 1024, 1)));
    const answer = await send('post', big, { lang: 'zh-Hant-TW' });
    expect([answer.statusCode, envelope(answer).message]).toEqual([413, '圖片超過 0.1 MB。']);
    expect(await written()).toEqual(before);
  });
});

describe('POST /misc/media-upload: no file', () => {
  it('a file part → 400 (the video is given by its fields), nothing created', async () => {
    const before = await written();
    const answer = await send('misc', form(goodFields('misc'), filePart('file', 'MOVIE')));
    expect([answer.statusCode, envelope(answer).message]).toEqual([
      400,
      'Send the video link fields only: no file is uploaded here.',
    ]);
    expect(await written()).toEqual(before);
  });
});

describe('a JSON body to an upload route', () => {
  it('is refused with 400 multipart_expected', async () => {
    const res = await t.inject({
      method: 'POST',
      url: ROUTES.post,
      headers: { 'accept-language': 'en', cookie },
      payload: { place_id: placeId },
    });
    expect([res.statusCode, body(res).message]).toEqual([400, 'Send the upload as multipart/form-data.']);
  });
});
