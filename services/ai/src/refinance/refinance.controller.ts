// GET /api/ai/refinance/{mortgageId}: the Real Estate page's refinance view of one of the caller's
// mortgages (monthly saving, break-even months, the assumptions). Read through the API with the
// caller's cookie: another user's mortgage is the API's 404, a stopped API is 503. Two reads and some
// arithmetic, so it is not held to the chat's per-user limit.
import {
  mortgageRefinanceSchema,
  type Mortgage,
  type MortgageRefinanceAnswer,
  type Property,
} from '@heirloom/contracts';
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import {
  Controller,
  Get,
  HttpStatus,
  Inject,
  Param,
  Req,
  ServiceUnavailableException,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { HttpRequest } from '@heirloom/server';
import type { Assumptions } from '../analytics';
import { AiAccessGuard } from '../access/ai-access.guard';
import { ApiClient } from '../data/api-client';
import { isoDay } from '../data/family-data';
import { forwardedRequestId } from '../rate-limit';
import { mortgageRefinance } from './refinance';

export const REFINANCE_ASSUMPTIONS = Symbol('REFINANCE_ASSUMPTIONS');

@ApiTags('ai')
@Controller('ai/refinance')
@UseGuards(AiAccessGuard)
export class RefinanceController {
  constructor(
    @Inject(ApiClient) private readonly api: ApiClient,
    @Inject(REFINANCE_ASSUMPTIONS) private readonly assumptions: Assumptions,
  ) {}

  @Get(':mortgageId')
  @ApiAnswer(
    'The break-even analysis of refinancing one mortgage at the assumed market rate',
    mortgageRefinanceSchema,
  )
  @ApiErrors(HttpStatus.FORBIDDEN, HttpStatus.NOT_FOUND, HttpStatus.SERVICE_UNAVAILABLE)
  async refinance(
    @Param('mortgageId') mortgageId: string,
    @Req() request: HttpRequest,
  ): Promise<MortgageRefinanceAnswer> {
    const api = this.api.forUser(request.headers.cookie, forwardedRequestId(request));
    const [mortgage, properties] = await Promise.all([
      api.get<Mortgage>(`/mortgages/${encodeURIComponent(mortgageId)}`),
      api.get<Property[]>('/properties'),
    ]);
    const answer = mortgageRefinance(mortgage, properties, isoDay(new Date()), this.assumptions);
    // The API answered a mortgage the analyst cannot read: its data, not the caller, is at fault.
    if (!answer)
      throw new ServiceUnavailableException({ message: 'This mortgage cannot be analysed right now.' });
    return answer;
  }
}
