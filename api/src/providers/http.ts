/** Outbound calls to identity providers: a timeout, no redirects followed, JSON or form bodies. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

export async function providerFetch(url: string, init: RequestInit = {}, timeoutMs = 8000): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new ProviderError(`provider unreachable: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export async function providerJson<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await providerFetch(url, init);
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as T };
  } catch {
    throw new ProviderError(`provider answered ${res.status} without JSON`);
  }
}
