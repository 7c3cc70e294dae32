// The signed-in person's own factors (/account, issue 32): the overview, enrolling and removing the
// authenticator app, and a new set of recovery codes. The person's (@CurrentPerson), whatever family they
// act for. Changing a factor is a sensitive action: the session guard asks for a step-up first when the
// person has a factor and the session's last check is old (stepUpRoutes).
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import {
  recoveryCodesSchema,
  secondFactorsSchema,
  totpConfirmedSchema,
  totpConfirmSchema,
  totpEnrolmentSchema,
  type RecoveryCodes,
  type SecondFactors,
  type TotpConfirm,
  type TotpConfirmed,
  type TotpEnrolment,
} from '@heirloom/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentPerson, CurrentSessionId } from '../auth/current-user.decorator';
import type { Person } from '../auth/resolved-session';
import { SecondFactorService } from './second-factor.service';

@ApiTags('auth')
@Controller('auth/factors')
export class FactorsController {
  constructor(private readonly factors: SecondFactorService) {}

  @Get()
  @ApiAnswer('The signed-in person’s second factors and whether one is required', secondFactorsSchema)
  async overview(
    @CurrentPerson() person: Person,
    @CurrentSessionId() sessionId: string,
  ): Promise<SecondFactors> {
    return this.factors.overview(person.id, sessionId, await this.factors.requirementOf(person));
  }

  /** The secret is in this answer only; it is stored encrypted and never sent again. */
  @Post('totp')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer('Start setting up an authenticator app: its secret and QR code', totpEnrolmentSchema)
  @ApiErrors(HttpStatus.CONFLICT)
  beginTotp(@CurrentPerson() person: Person): Promise<TotpEnrolment> {
    return this.factors.beginTotp(person);
  }

  @Post('totp/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(
    'Confirm the authenticator app with its first code; recovery codes when it is the first factor',
    totpConfirmedSchema,
  )
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.CONFLICT)
  confirmTotp(
    @Body({ schema: totpConfirmSchema }) body: TotpConfirm,
    @CurrentPerson() person: Person,
    @CurrentSessionId() sessionId: string,
  ): Promise<TotpConfirmed> {
    return this.factors.confirmTotp(person.id, sessionId, body.code);
  }

  @Delete('totp')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Remove the authenticator app', null, { status: HttpStatus.NO_CONTENT })
  removeTotp(@CurrentPerson() person: Person): Promise<void> {
    return this.factors.removeTotp(person.id);
  }

  @Post('recovery-codes')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer('A new set of recovery codes, shown once; the old ones stop working', recoveryCodesSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST)
  async renewRecoveryCodes(@CurrentPerson() person: Person): Promise<RecoveryCodes> {
    return { recoveryCodes: await this.factors.renewRecoveryCodes(person.id) };
  }
}
