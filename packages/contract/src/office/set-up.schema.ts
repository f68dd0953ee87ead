import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from './session.schema.js';

/**
 * The invitation's one-time link `/office/set-up/<token>`: unguessable, it expires and works once.
 * An unknown, used or expired token answers 404 OFFICE_SET_UP_INVALID.
 */
export const setUpParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** `GET /office/api/set-up/:token`: whom the link invites. */
export const setUpResponseSchema = envelope(z.object({ email: z.string(), name: z.string() }));
export type SetUpResponse = z.infer<typeof setUpResponseSchema>;

/** `POST /office/api/set-up/:token`: chooses the password; answers `{next: 'enrol'}` half signed in. */
export const setUpBodySchema = z.object({ password: z.string().min(STAFF_PASSWORD_MIN).max(STAFF_PASSWORD_MAX) });
export type SetUpBody = z.input<typeof setUpBodySchema>;
