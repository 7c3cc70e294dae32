// HTTP of imports: upload a file (multipart: CSV, OFX, QFX or QIF) for its preview, change its column
// mapping or answer its questions, import it (all or nothing, or the valid rows only; JSON, or progress as
// server-sent events), download the rows left out, list, read and discard.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import {
  commitImportSchema,
  importPreviewSchema,
  importRowSchema,
  jsonSchemaOf,
  MAX_IMPORT_BYTES,
  importMessages,
  updateImportSchema,
  uploadImportFieldsSchema,
  type CommitImport,
  type UpdateImport,
  type User,
} from '@heirloom/contracts';
import {
  ApiAnswer,
  ApiErrors,
  describeError,
  EventStream,
  toErrorAnswer,
  toFieldErrors,
  ValidationFailedException,
} from '@heirloom/server';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Logger,
  Param,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { HttpReply, HttpRequest } from '@heirloom/server';
import type { ApiConfig } from '../../config/api.config';
import { API_CONFIG } from '../../config/api-config.token';
import { CurrentUser } from '../auth/current-user.decorator';
import { closeIfBodyUnread, FILE_FIELD, receiveUpload } from '../documents/upload-receiver';
import { ImportsService, type ImportWire } from './imports.service';

const uploadFields = jsonSchemaOf(uploadImportFieldsSchema) as {
  properties: Record<string, unknown>;
  required?: string[];
};
const uploadBody = {
  type: 'object',
  properties: {
    [FILE_FIELD]: {
      type: 'string',
      format: 'binary',
      description:
        'A bank or template CSV (UTF-8, a header row, summary lines above it allowed), or an OFX, QFX or QIF statement; at most 20 MB',
    },
    ...uploadFields.properties,
  },
  required: [FILE_FIELD, ...(uploadFields.required ?? [])],
};

const commitBody = {
  required: false,
  description:
    'Omitted or {}: every row or none. { validOnly: true }: the valid rows, the invalid ones skipped.',
  schema: jsonSchemaOf(commitImportSchema) as never,
};

/** The commit body: none (all or nothing) or { validOnly }. */
function commitOptions(body: unknown): CommitImport {
  const parsed = commitImportSchema.safeParse(body ?? {});
  if (!parsed.success) throw new ValidationFailedException(toFieldErrors(parsed.error.issues));
  return parsed.data;
}

/** Room for the multipart envelope and the text fields around the file. */
const MAX_IMPORT_REQUEST_BYTES = MAX_IMPORT_BYTES + 64 * 1024;

@ApiTags('imports')
@Controller('imports')
export class ImportsController {
  private readonly logger = new Logger('Imports');

  constructor(
    private readonly service: ImportsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get()
  @ApiAnswer('List the imports, newest first', importRowSchema, { list: true })
  list(@CurrentUser() user: User): Promise<ImportWire[]> {
    return this.service.list(user.id);
  }

  @Get(':id')
  @ApiAnswer('Read an import', importRowSchema)
  get(@CurrentUser() user: User, @Param('id') id: string): Promise<ImportWire> {
    return this.service.get(user.id, id);
  }

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: uploadBody as never })
  @ApiAnswer(
    'Upload a CSV, OFX, QFX or QIF file, read it as a whole and check every row: the preview (413 over 20 MB, 429 past the import quota)',
    importPreviewSchema,
    { status: HttpStatus.CREATED },
  )
  @ApiErrors(HttpStatus.TOO_MANY_REQUESTS)
  async upload(
    @CurrentUser() user: User,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ) {
    try {
      const received = await receiveUpload(request.raw, {
        spoolDir: this.config.importsDir,
        maxFileBytes: MAX_IMPORT_BYTES,
        maxRequestBytes: MAX_IMPORT_REQUEST_BYTES,
        tooLargeMessage: importMessages.tooLarge,
        what: 'file',
      });
      return await this.service.upload(user.id, received);
    } catch (error) {
      closeIfBodyUnread(request.raw, response);
      throw error;
    }
  }

  @Patch(':id')
  @ApiAnswer(
    'Change the column mapping, the account or the answers (settings) of a pending import: the preview again',
    importPreviewSchema,
  )
  @ApiErrors(HttpStatus.TOO_MANY_REQUESTS)
  update(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body({ schema: updateImportSchema }) body: UpdateImport,
  ) {
    return this.service.update(user.id, id, body);
  }

  @Post(':id/commit')
  @HttpCode(HttpStatus.OK)
  @ApiBody(commitBody)
  @ApiAnswer(
    'Import the new rows in one transaction, all or none (409 with the reason while a row is invalid or a question open, or if imported already); validOnly imports the valid ones',
    importRowSchema,
  )
  @ApiErrors(HttpStatus.NOT_FOUND, HttpStatus.CONFLICT, HttpStatus.TOO_MANY_REQUESTS)
  commit(@CurrentUser() user: User, @Param('id') id: string, @Body() body: unknown): Promise<ImportWire> {
    return this.service.commit(user.id, id, commitOptions(body));
  }

  @Post(':id/commit/stream')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Import as commit does, with its progress as server-sent events' })
  @ApiResponse({
    status: HttpStatus.OK,
    description:
      'text/event-stream: `progress` events with {processed, total}, then `done` with the import, or `error` with {status, message}',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiBody(commitBody)
  @ApiErrors(HttpStatus.NOT_FOUND, HttpStatus.CONFLICT)
  async commitStream(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() body: unknown,
    @Res() response: HttpReply,
  ): Promise<void> {
    const options = commitOptions(body);
    // Not found and imported already still answer as plain JSON errors, before the stream starts.
    await this.service.pendingImport(user.id, id);
    const events = new EventStream(response);
    try {
      const done = await this.service.commit(user.id, id, options, (progress) =>
        events.send('progress', progress),
      );
      events.send('done', done);
    } catch (error) {
      const answer = toErrorAnswer(error, this.config.jsonBodyLimit);
      if (answer.unexpected) this.logger.error(`Import ${id} failed: ${describeError(error)}`);
      events.send('error', { status: answer.status, ...answer.body });
    } finally {
      events.end();
    }
  }

  @Get(':id/skipped')
  @ApiOperation({
    summary:
      'The invalid rows as a CSV, with their line and errors: those an import of the valid rows only left out, or (pending) would leave out; 404 when there are none',
  })
  @ApiResponse({
    status: HttpStatus.OK,
    description: 'text/csv',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiErrors(HttpStatus.NOT_FOUND, HttpStatus.TOO_MANY_REQUESTS)
  async skipped(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Res() response: HttpReply,
  ): Promise<void> {
    const { file, temporary } = await this.service.skippedRows(user.id, id);
    const stream = createReadStream(file);
    if (temporary) stream.on('close', () => void rm(file, { force: true }));
    await response
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="skipped-rows-${id}.csv"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(stream);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Discard an import (its file; rows already imported stay)', null, {
    status: HttpStatus.NO_CONTENT,
  })
  remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    return this.service.remove(user.id, id);
  }
}
