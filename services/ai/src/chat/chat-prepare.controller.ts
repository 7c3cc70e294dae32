// POST /api/ai/chat/prepare -> 204: the advisor page asks this when it opens, so the family is read (and
// kept, FamilySnapshotCache) and what most questions read is computed from it (the index of its names,
// net worth, balances, the investment figures) while the user writes the first question, not after they
// send it. For a family of 10,000 holdings that is most of a first reply's time. Outside the chat's
// rate limit: it answers nothing, and when the family is already kept it costs the API one row (a 304)
// and this service nothing more.
import { ApiAnswer, ApiErrors, type HttpRequest } from '@heirloom/server';
import { Controller, HttpCode, HttpStatus, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AiAccessGuard } from '../access/ai-access.guard';
import { entityIndex } from '../facts/entities';
import { prepareInvestments } from '../tools/investments';
import { FamilyFactsLoader } from '../facts/family-facts-loader';

@ApiTags('ai')
@Controller('ai/chat/prepare')
@UseGuards(AiAccessGuard)
export class ChatPrepareController {
  constructor(@Inject(FamilyFactsLoader) private readonly facts: FamilyFactsLoader) {}

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer("Read the family ahead of the first question (the advisor page's first call)", null, {
    status: HttpStatus.NO_CONTENT,
  })
  @ApiErrors(HttpStatus.FORBIDDEN, HttpStatus.SERVICE_UNAVAILABLE)
  async prepare(@Req() request: HttpRequest): Promise<void> {
    const facts = await this.facts.load(request);
    entityIndex(facts);
    void [facts.netWorth, facts.accounts, facts.spending];
    prepareInvestments(facts);
  }
}
