import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { t, type MessageKey } from '../i18n';
import './types';

export const ErrorEnvelope = Type.Object(
  {
    code: Type.Integer(),
    message: Type.String(),
    /** what some errors carry beside their message (a write's conflict: the thing as it is now) */
    data: Type.Optional(Type.Unknown()),
    app_js: Type.String(),
  },
  { description: "Error envelope: `code` mirrors the HTTP status, `message` is in the caller's language" },
);

/** Send an error envelope; the HTTP status mirrors `code`. */
export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  data?: unknown,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({
      code: status,
      message,
      ...(data === undefined ? {} : { data }),
      app_js: req.server.appJs(),
    });
}

export function sendErrorKey(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  params?: Record<string, string | number>,
  data?: unknown,
): FastifyReply {
  return sendError(req, reply, status, t(req.lang ?? 'zh-Hant-TW', key, params), data);
}
