// Notes on a document, a K-1, a tax document or a recommendation (issue 31). `family` scope: anyone
// acting for the family reaches these routes; the service checks the thing's own area for a professional.
import {
  createNoteSchema,
  noteQuerySchema,
  noteSchema,
  type CreateNoteInput,
  type Note,
  type NoteQuery,
} from '@heirloom/contracts';
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import { Body, Controller, Get, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAccess, type RequestAccess } from './current-access.decorator';
import { NotesService } from './notes.service';

@ApiTags('notes')
@Controller('notes')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get()
  @ApiAnswer('The notes on one document, K-1, tax document or recommendation, oldest first', noteSchema, {
    list: true,
  })
  @ApiErrors(HttpStatus.FORBIDDEN, HttpStatus.NOT_FOUND)
  list(
    @CurrentAccess() access: RequestAccess,
    @Query({ schema: noteQuerySchema }) query: NoteQuery,
  ): Promise<Note[]> {
    return this.notes.list(access, query);
  }

  @Post()
  @ApiAnswer('Leave a note (a professional needs the notes level on the thing’s area)', noteSchema, {
    status: HttpStatus.CREATED,
  })
  @ApiErrors(HttpStatus.NOT_FOUND)
  create(
    @CurrentAccess() access: RequestAccess,
    @Body({ schema: createNoteSchema }) body: CreateNoteInput,
  ): Promise<Note> {
    return this.notes.create(access, body);
  }
}
