import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as AdminCatalog from '@can/contracts/admin-catalog';

type Contracts = typeof AdminCatalog;
type SchemaName = {
  [K in keyof Contracts]: Contracts[K] extends { _zod: unknown } ? K : never;
}[keyof Contracts];

/**
 * A form resolver from the contract's schema, loaded with the first check: zod stays out of the
 * pages' first JS (bundle-boundaries.test.ts), and the form checks exactly what the server does.
 */
export function contractResolver<Input extends FieldValues, Output>(
  name: SchemaName,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const contracts = await import('@can/contracts/admin-catalog');
    const resolve = zodResolver(contracts[name] as never) as unknown as Resolver<
      Input,
      unknown,
      Output
    >;
    return resolve(values, context, options);
  };
}
