// An S3-compatible object store on loopback, for running the production topology on one machine
// (deploy/topology.ts) and for the API's S3 tests: it speaks the protocol the API's S3 client uses and checks
// every request's signature, so what works against it works against AWS S3 or MinIO. Objects live in memory.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopbackListen';

/**
 * A loopback S3: path-style PUT/GET/DELETE /{bucket}/{key}, every request's AWS Signature V4 recomputed here
 * (independently of the app's signer) with the secret of the access key, S3's XML error bodies.
 */
export class LoopbackS3 {
  readonly objects = new Map<string, { data: Buffer; type: string }>();
  readonly log: string[] = [];
  server = http.createServer((req, res) => void this.handle(req, res));
  constructor(
    readonly bucket: string,
    readonly region: string,
    public keys: Record<string, string>,
  ) {}

  /** Listen on loopback (port 0: any free port); resolves to the endpoint URL. */
  start(port = 0): Promise<string> {
    return listenOnLoopback(this.server, port);
  }
  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeIdleConnections();
    });
  }

  private error(res: ServerResponse, status: number, code: string, message: string, resource: string) {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>fake</RequestId></Error>`,
    );
  }

  /** null when the signature holds, else the S3 error code. */
  private checkSignature(req: IncomingMessage, payload: Buffer): string | null {
    const auth = String(req.headers.authorization ?? '');
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([a-f0-9]{64})$/.exec(
        auth,
      );
    if (!m) return 'AccessDenied';
    const [, keyId, day, region, signedHeaders, signature] = m;
    const secret = this.keys[keyId];
    if (secret === undefined) return 'InvalidAccessKeyId';
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(day) || region !== this.region) return 'SignatureDoesNotMatch';
    const when = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    if (!Number.isFinite(when) || Math.abs(Date.now() - when) > 15 * 60_000) return 'RequestTimeTooSkewed';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== createHash('sha256').update(payload).digest('hex')) return 'XAmzContentSHA256Mismatch';
    const names = signedHeaders.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return 'AccessDenied';
    const [pathname, query = ''] = (req.url ?? '').split('?');
    const canonical = [
      req.method,
      pathname,
      query,
      ...names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}`),
      '',
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${createHash('sha256').update(canonical).digest('hex')}`;
    let key = createHmac('sha256', `AWS4${secret}`).update(day).digest();
    for (const part of [region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
    const expected = createHmac('sha256', key).update(toSign).digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'SignatureDoesNotMatch';
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const payload = Buffer.concat(chunks);
    const pathname = (req.url ?? '').split('?')[0];
    this.log.push(`${req.method} ${pathname}`);
    const problem = this.checkSignature(req, payload);
    if (problem) return this.error(res, 403, problem, 'Access Denied', pathname);
    const [, bucket, ...rest] = pathname.split('/');
    if (bucket !== this.bucket) return this.error(res, 404, 'NoSuchBucket', 'The bucket does not exist', pathname);
    const key = rest.map(decodeURIComponent).join('/');
    if (req.method === 'PUT') {
      this.objects.set(key, { data: payload, type: String(req.headers['content-type'] ?? '') });
      res.writeHead(200, { etag: `"${createHash('md5').update(payload).digest('hex')}"` });
      return res.end();
    }
    const obj = this.objects.get(key);
    if (req.method === 'GET') {
      if (!obj) return this.error(res, 404, 'NoSuchKey', 'The specified key does not exist.', pathname);
      res.writeHead(200, { 'content-type': obj.type, 'content-length': obj.data.length });
      return res.end(obj.data);
    }
    if (req.method === 'DELETE') {
      this.objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    this.error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed', pathname);
  }
}
