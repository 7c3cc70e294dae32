import { ApiPublic } from '@heirloom/server';
import { applyDecorators, SetMetadata } from '@nestjs/common';

/** Metadata key read by the global session guard. */
export const IS_PUBLIC_KEY = 'heirloom:isPublic';

/**
 * Marks a controller or a single route as reachable without a session. Every other `/api/*` route
 * answers 401 to a signed-out caller, so opting out must be explicit and greppable.
 */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(IS_PUBLIC_KEY, true), ApiPublic());
