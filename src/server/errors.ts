/** The spec's error object `{message, code, reason}`, used by every service for answers that are not successes. */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const ErrorObject = z.object({ message: z.string(), code: z.string(), reason: z.string() });
export type ErrorObject = z.infer<typeof ErrorObject>;

export function sendError(reply: FastifyReply, status: number, message: string, code: string, reason = message): FastifyReply {
  const body: ErrorObject = { message, code, reason };
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/** Reads request input with a zod schema; a failure answers 400 with the first problem and returns null. */
export function parseInput<T extends z.ZodType>(reply: FastifyReply, schema: T, input: unknown, message = 'Invalid request'): z.infer<T> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  sendError(reply, 400, message, 'BAD_REQUEST', issue ? `${issue.path.join('.') || 'input'}: ${issue.message}` : message);
  return null;
}
