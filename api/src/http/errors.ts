import type { MessageKey } from '../i18n';

/** An error with an HTTP status and a localized message key; the error handler turns it into an envelope. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly messageKey: MessageKey,
    public readonly params: Record<string, string | number> = {},
    /** what the error envelope carries beside its message (a 409's current state) */
    public readonly data?: unknown,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export const notFound = (key: MessageKey = 'not_found') => new ApiError(404, key);
export const badRequest = (key: MessageKey, params?: Record<string, string | number>) => new ApiError(400, key, params);
export const unauthorized = () => new ApiError(401, 'unauthorized');
export const forbidden = () => new ApiError(403, 'forbidden');
