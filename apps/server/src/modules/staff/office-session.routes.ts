import { enrolmentResponseSchema, officeLanguageBodySchema, officeSessionResponseSchema, passwordSignInBodySchema, signInStepResponseSchema, totpCodeBodySchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { ANY_ROLE, OFFICE_COOKIE, officeCookieOptions, officeToken, type RequireStaff } from './office-guard.js';
import { noStore, officeErrors, setSessionCookie } from './office-routes-kit.js';
import type { SignInService } from './sign-in.service.js';

export interface OfficeSessionRouteDeps {
  signIn: SignInService;
  requireStaff: RequireStaff;
  publicUrl: string;
}

/** Office sign-in and the session (docs/office.md): password, TOTP enrolment or code, the session, sign-out. */
export const registerOfficeSessionRoutes = (parent: FastifyInstance, { signIn, requireStaff, publicUrl }: OfficeSessionRouteDeps): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/session/password',
    { schema: { body: passwordSignInBodySchema, response: { 200: signInStepResponseSchema, ...officeErrors } } },
    async (request, reply) => {
      const { token, answer } = await signIn.password(request.body, { ip: request.ip }, new Date());
      return setSessionCookie(reply, token, publicUrl).send({ data: answer });
    },
  );

  app.get('/session/enrolment', { schema: { response: { 200: enrolmentResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await signIn.enrolment(officeToken(request), new Date()) }),
  );

  app.post(
    '/session/enrolment',
    { schema: { body: totpCodeBodySchema, response: { 200: officeSessionResponseSchema, ...officeErrors } } },
    async (request, reply) => {
      const { token, answer } = await signIn.enrol(officeToken(request), request.body.code, { ip: request.ip }, new Date());
      return setSessionCookie(reply, token, publicUrl).send({ data: answer });
    },
  );

  app.post(
    '/session/totp',
    { schema: { body: totpCodeBodySchema, response: { 200: officeSessionResponseSchema, ...officeErrors } } },
    async (request, reply) => {
      const { token, answer } = await signIn.totp(officeToken(request), request.body.code, { ip: request.ip }, new Date());
      return setSessionCookie(reply, token, publicUrl).send({ data: answer });
    },
  );

  app.get('/session', { schema: { response: { 200: officeSessionResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await signIn.current(officeToken(request), new Date()) }),
  );

  app.put(
    '/session/language',
    { preValidation: requireStaff({ roles: ANY_ROLE }), schema: { body: officeLanguageBodySchema, response: { 200: officeSessionResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: await signIn.chooseLanguage(officeToken(request), request.body.language, new Date()) }),
  );

  app.delete('/session', { preValidation: requireStaff({ roles: ANY_ROLE }) }, async (request, reply) => {
    if (request.staffSessionHash !== null) await signIn.signOut(request.staffSessionHash);
    const { path, httpOnly, sameSite, secure } = officeCookieOptions(publicUrl);
    return noStore(reply).clearCookie(OFFICE_COOKIE, { path, httpOnly, sameSite, secure }).status(204).send();
  });
};
