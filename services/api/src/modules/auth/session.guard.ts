// Every route needs a session unless its controller or handler is marked @Public().
import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthService, hashToken } from './auth.service';
import type { SessionRequest } from './current-user.decorator';
import { IS_PUBLIC_KEY } from './public.decorator';
import { readCookie, SESSION_COOKIE } from './session-cookie';

@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;

    const request = context.switchToHttp().getRequest<SessionRequest>();
    const cookie = request.headers.cookie;
    const token = readCookie(Array.isArray(cookie) ? cookie.join('; ') : cookie, SESSION_COOKIE);
    const user = token ? await this.auth.userForToken(token) : undefined;
    if (!user || !token) throw new UnauthorizedException({ message: 'Not signed in' });
    request.user = user;
    request.sessionId = hashToken(token);
    return true;
  }
}
