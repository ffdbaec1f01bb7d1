/** The contact module: the contact form as a plugin. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Store } from '../../platform/store';
import { contactRoutes } from './routes';
import { createContactService, type OnMemberMessage } from './service';

export { type OnMemberMessage } from './service';

export interface ContactDeps {
  db: Db;
  store: Store;
  clock: Clock;
  /** Key of the hash kept of the sender's address (the address itself is not stored). */
  ipHashKey: string;
  /** The logged-in member sending the message, or null (visitors). Default: always null. */
  memberIdOf?: (request: FastifyRequest) => Promise<number | null>;
  /** Called inside the transaction that stores a member's message (the member centre's link). */
  onMemberMessage?: OnMemberMessage;
}

export const contactModule: FastifyPluginAsyncZod<ContactDeps> = async (app, deps) => {
  const contact = createContactService(deps);
  await app.register(contactRoutes, { contact, memberIdOf: deps.memberIdOf ?? (async () => null) });
};
