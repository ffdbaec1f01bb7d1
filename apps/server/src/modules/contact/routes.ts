import { answers } from '@can/contracts';
import { contactMessageBody, contactPaths, contactReceipt } from '@can/contracts/contact';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { ContactService } from './service';

/** The contact form (interaction / mail, and the contact-us page): stored durably, rate limited. */
export const contactRoutes: FastifyPluginAsyncZod<{
  contact: ContactService;
  memberIdOf: (request: FastifyRequest) => Promise<number | null>;
}> = async (app, { contact, memberIdOf }) => {
  app.post(
    contactPaths.submit,
    {
      // The body's contract describes the call (OpenAPI); it is checked by the service instead,
      // so the message names the fields in the visitor's language and data.fields carries the
      // contract's issue keys.
      schema: { body: contactMessageBody, response: answers(contactReceipt) },
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request) => {
      const receipt = await contact.submit({
        message: request.body,
        locale: request.locale,
        ip: request.ip,
        memberId: await memberIdOf(request),
      });
      request.log.info({ contactMessageId: receipt.id }, 'contact message stored');
      return ok(request, receipt);
    },
  );
};
