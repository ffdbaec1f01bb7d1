import { ResultCode } from '@can/contracts';
import type { StaffIdentity } from '@can/contracts/admin-auth';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors';

/** The signed-in staff member of a guarded admin call (the guard has checked it). */
export function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw new AppError(ResultCode.memberSession, 'staffSession');
  return request.staff;
}
