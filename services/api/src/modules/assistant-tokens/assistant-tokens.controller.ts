// The person's assistant tokens (issue 33), on /account. Session only: the guard refuses these routes
// to a token (a token cannot make or list tokens).
import {
  assistantTokenCreatedSchema,
  assistantTokenSchema,
  createAssistantTokenSchema,
  type AssistantToken,
  type AssistantTokenCreated,
  type CreateAssistantToken,
} from '@heirloom/contracts';
import { ApiAnswer, ApiErrors, type HttpRequest } from '@heirloom/server';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAccess, type RequestAccess } from '../access/current-access.decorator';
import { AssistantTokensService } from './assistant-tokens.service';

@ApiTags('account')
@Controller('account/assistant-tokens')
export class AssistantTokensController {
  constructor(private readonly tokens: AssistantTokensService) {}

  @Get()
  @ApiAnswer('The person’s assistant tokens (never the tokens themselves)', assistantTokenSchema, {
    list: true,
  })
  list(@CurrentAccess() access: RequestAccess): Promise<AssistantToken[]> {
    return this.tokens.list(access.personId);
  }

  @Post()
  @ApiAnswer(
    'A token for the person’s own AI assistant, reading the family the session acts for; shown this once',
    assistantTokenCreatedSchema,
    { status: HttpStatus.CREATED },
  )
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.FORBIDDEN)
  create(
    @Body({ schema: createAssistantTokenSchema }) body: CreateAssistantToken,
    @CurrentAccess() access: RequestAccess,
    @Req() request: HttpRequest,
  ): Promise<AssistantTokenCreated> {
    return this.tokens.create(access, body, request.ip);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Revoke one of the person’s assistant tokens', null, { status: HttpStatus.NO_CONTENT })
  @ApiErrors(HttpStatus.NOT_FOUND)
  revoke(
    @CurrentAccess() access: RequestAccess,
    @Param('id') id: string,
    @Req() request: HttpRequest,
  ): Promise<void> {
    return this.tokens.revoke(access, id, request.ip);
  }
}
