// The signed-in person's passkeys (/account): register one (options, then the browser's answer) and
// remove one. Both are the person's own (@CurrentPerson), whatever family they act for; adding a passkey
// beside another factor, and removing one, are step-up actions (the session guard asks).
import { ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import {
  passkeyAddedSchema,
  passkeyChallengeSchema,
  passkeyRegistrationSchema,
  type PasskeyAdded,
  type PasskeyChallenge,
  type PasskeyRegistration,
} from '@heirloom/contracts';
import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CurrentPerson, CurrentSessionId } from '../auth/current-user.decorator';
import type { Person } from '../auth/resolved-session';
import { PasskeysService } from './passkeys.service';

@ApiTags('auth')
@Controller('auth/factors/passkeys')
export class PasskeysController {
  constructor(private readonly passkeys: PasskeysService) {}

  @Post('options')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer('Options to register a passkey (the person’s passkeys excluded)', passkeyChallengeSchema)
  options(@CurrentPerson() person: Person, @CurrentSessionId() sessionId: string): Promise<PasskeyChallenge> {
    return this.passkeys.registrationOptions(person, sessionId);
  }

  @Post()
  @ApiAnswer(
    'Register a passkey from the browser’s answer; recovery codes (shown once) when it is the first factor',
    passkeyAddedSchema,
    { status: HttpStatus.CREATED },
  )
  @ApiErrors(HttpStatus.BAD_REQUEST)
  register(
    @Body({ schema: passkeyRegistrationSchema }) body: PasskeyRegistration,
    @CurrentPerson() person: Person,
    @CurrentSessionId() sessionId: string,
  ): Promise<PasskeyAdded> {
    return this.passkeys.register(person.id, sessionId, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Remove one of the person’s passkeys', null, { status: HttpStatus.NO_CONTENT })
  @ApiErrors(HttpStatus.NOT_FOUND)
  remove(@CurrentPerson() person: Person, @Param('id') id: string): Promise<void> {
    return this.passkeys.remove(person.id, id);
  }
}
