// HTTP of documents: multipart upload, list (by area), download as an attachment, delete.
import path from 'node:path';
import {
  accessMessages,
  documentCategories,
  documentCategoryArea,
  documentContentTypes,
  grants,
  documentQuerySchema,
  documentRowSchema,
  jsonSchemaOf,
  uploadDocumentFieldsSchema,
  type AreaLevels,
  type DocumentCategory,
  type DocumentQuery,
  type User,
} from '@heirloom/contracts';
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import {
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { HttpReply, HttpRequest } from '@heirloom/server';
import type { ApiConfig } from '../../config/api.config';
import { API_CONFIG } from '../../config/api-config.token';
import { CurrentAccess, type RequestAccess } from '../access/current-access.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { attachmentDisposition } from './content-disposition';
import { DocumentsService, type DocumentWire } from './documents.service';
import { closeIfBodyUnread, FILE_FIELD, receiveUpload } from './upload-receiver';

/** The multipart body in the OpenAPI document: the file beside the zod-described text fields. */
const uploadFields = jsonSchemaOf(uploadDocumentFieldsSchema) as {
  properties: Record<string, unknown>;
  required?: string[];
};
const uploadBody = {
  type: 'object',
  properties: {
    [FILE_FIELD]: {
      type: 'string',
      format: 'binary',
      description: 'PDF, DOC, DOCX, PNG, JPG or JPEG, at most 25 MB; the content must match the extension',
    },
    ...uploadFields.properties,
  },
  required: [FILE_FIELD, ...(uploadFields.required ?? [])],
};

const downloadTypes = [...new Set(Object.values(documentContentTypes))];

/** Why `areas` may not upload a document of `category` (the guard's messages), or null when they may. */
function uploadRefusal(areas: AreaLevels | null, category: DocumentCategory): string | null {
  const area = documentCategoryArea[category];
  if (grants(areas, area, 'upload')) return null;
  return grants(areas, area) ? accessMessages.professionalsReadOnly : accessMessages.notShared;
}

/** The categories whose area `areas` grants (null: the household, every one). */
const readableCategories = (areas: AreaLevels | null): DocumentCategory[] | undefined =>
  areas === null ? undefined : documentCategories.filter((c) => grants(areas, documentCategoryArea[c]));

@ApiTags('documents')
@Controller('documents')
export class DocumentsController {
  constructor(
    private readonly service: DocumentsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** A professional's list holds only the categories whose area the family granted (documentCategoryArea). */
  @Get()
  @ApiAnswer('List the documents, newest first (one area with ?category=)', documentRowSchema, { list: true })
  list(
    @CurrentUser() user: User,
    @CurrentAccess() access: RequestAccess,
    @Query({ schema: documentQuerySchema }) query: DocumentQuery,
  ): Promise<DocumentWire[]> {
    return this.service.listIn(user.id, query.category, readableCategories(access.areas));
  }

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: uploadBody as never })
  @ApiAnswer('Upload a document (413 over 25 MB)', documentRowSchema, { status: HttpStatus.CREATED })
  @ApiErrors(HttpStatus.FORBIDDEN)
  async upload(
    @CurrentUser() user: User,
    @CurrentAccess() access: RequestAccess,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<DocumentWire> {
    try {
      const received = await receiveUpload(request.raw, {
        spoolDir: path.join(this.config.documentsDir, '.incoming'),
      });
      // A professional needs the upload level on the category's area (the guard let the route through).
      return await this.service.upload(user.id, received, (category) =>
        uploadRefusal(access.areas, category),
      );
    } catch (error) {
      // The rest of the request was left unread: end the connection with the answer, not read on.
      closeIfBodyUnread(request.raw, response);
      throw error;
    }
  }

  @Get(':id/download')
  @ApiOperation({ summary: 'Download a document as an attachment, with its own content type' })
  @ApiProduces(...downloadTypes)
  @ApiResponse({
    status: HttpStatus.OK,
    description: 'The stored file',
    content: Object.fromEntries(
      downloadTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
    headers: {
      'Content-Disposition': {
        description: 'attachment; filename="<ASCII fallback>"; filename*=UTF-8\'\'<the original name>',
        schema: { type: 'string' },
      },
      'X-Content-Type-Options': { description: 'nosniff', schema: { type: 'string' } },
    },
  })
  async download(
    @CurrentUser() user: User,
    @CurrentAccess() access: RequestAccess,
    @Param('id') id: string,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<StreamableFile> {
    // Another area's document is as unknown to a professional as another family's: 404.
    const { document, content } = await this.service.download(user.id, id, readableCategories(access.areas));
    void response.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(content, {
      type: document.contentType,
      length: document.size,
      disposition: attachmentDisposition(document.fileName),
    });
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Delete a document and its stored file', null, { status: HttpStatus.NO_CONTENT })
  remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    return this.service.remove(user.id, id);
  }
}
