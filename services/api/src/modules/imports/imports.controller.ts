// HTTP of CSV imports: upload a file (multipart) for its preview, change its column mapping, import it
// (JSON, or progress as server-sent events with Accept: text/event-stream), list, read and discard.
import {
  importPreviewSchema,
  importRowSchema,
  jsonSchemaOf,
  MAX_IMPORT_BYTES,
  importMessages,
  updateImportSchema,
  uploadImportFieldsSchema,
  type UpdateImport,
  type User,
} from '@heirloom/contracts';
import { ApiAnswer, ApiErrors, describeError, EventStream, toErrorAnswer } from '@heirloom/server';
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
import { FILE_FIELD, receiveUpload, UploadCutOffException } from '../documents/upload-receiver';
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
      description: 'A UTF-8 CSV with a header row, at most 20 MB',
    },
    ...uploadFields.properties,
  },
  required: [FILE_FIELD, ...(uploadFields.required ?? [])],
};

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
  @ApiAnswer('Upload a CSV and check every row: the preview (413 over 20 MB)', importPreviewSchema, {
    status: HttpStatus.CREATED,
  })
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
        what: 'CSV file',
      });
      return await this.service.upload(user.id, received);
    } catch (error) {
      if (error instanceof UploadCutOffException) void response.header('Connection', 'close');
      throw error;
    }
  }

  @Patch(':id')
  @ApiAnswer(
    'Change the column mapping or the account of a pending import: the preview again',
    importPreviewSchema,
  )
  update(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body({ schema: updateImportSchema }) body: UpdateImport,
  ) {
    return this.service.update(user.id, id, body);
  }

  @Post(':id/commit')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer('Import the valid new rows in one transaction (409 if imported already)', importRowSchema)
  @ApiErrors(HttpStatus.NOT_FOUND, HttpStatus.CONFLICT)
  commit(@CurrentUser() user: User, @Param('id') id: string): Promise<ImportWire> {
    return this.service.commit(user.id, id);
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
  @ApiErrors(HttpStatus.NOT_FOUND, HttpStatus.CONFLICT)
  async commitStream(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Res() response: HttpReply,
  ): Promise<void> {
    // Not found and imported already still answer as plain JSON errors, before the stream starts.
    await this.service.pendingImport(user.id, id);
    const events = new EventStream(response);
    try {
      const done = await this.service.commit(user.id, id, (progress) => events.send('progress', progress));
      events.send('done', done);
    } catch (error) {
      const answer = toErrorAnswer(error, this.config.jsonBodyLimit);
      if (answer.unexpected) this.logger.error(`Import ${id} failed: ${describeError(error)}`);
      events.send('error', { status: answer.status, ...answer.body });
    } finally {
      events.end();
    }
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
