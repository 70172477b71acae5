import { Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../http/openapi/answers';
import { ApiRefusals } from '../http/openapi/refusals';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { byteSize } from '../config/byte-size';
import { ReadReplica } from '../database/read-replica';
import { answerRead, READ_POSITION_HEADER, readPositionOf } from '../http/read-position';
import { DomainError } from '../errors/domain-error';
import { bearerToken, MatchIdPipe } from '../matches';
import { Quota } from '../quotas';
import { AuditService } from './audit.service';
import { ExportService } from './export.service';
import { ImportAccessGuard } from './import-access.guard';
import { ImportService } from './import.service';
import { parseViewer, ReplayQuery } from './replay.query';
import { ReplayService } from './replay.service';

/** Thin REST layer: replay seek, audit, export and import (docs/replay.md). */
@ApiTags('replay')
@Controller()
export class ReplayController {
  constructor(
    private readonly replay: ReplayService,
    private readonly audits: AuditService,
    private readonly exports: ExportService,
    private readonly imports: ImportService,
    private readonly replica: ReadReplica,
    private readonly config: AppConfig,
  ) {}

  @Get('matches/:matchId/replay')
  @Quota('replay')
  @ApiBearerAuth('seatToken')
  @ApiSecurity({})
  @ApiOperation({ summary: 'The view at one replay step, the events of that step as the viewer may see them, and navigation', operationId: 'getReplayStep' })
  @ApiAnswer(200, 'ReplayResponse', 'The step as the viewer may see it', { readPosition: true })
  @ApiRefusals(
    'MALFORMED_REQUEST',
    'BAD_STEP',
    'BAD_VIEWER',
    'INVALID_SEAT_TOKEN',
    'OMNISCIENT_WHILE_LIVE',
    'SEAT_VIEW_NEEDS_TOKEN',
    'UNKNOWN_MATCH',
    'NO_SUCH_TURN',
    'NO_RESOLUTION',
    'GAME_NOT_INSTALLED',
    'RATE_LIMITED',
  )
  async step(
    @Param('matchId', MatchIdPipe) matchId: string,
    @Query() query: ReplayQuery,
    @Headers('authorization') authorization: string | undefined,
    @Headers(READ_POSITION_HEADER) position: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    const targets = [query.step, query.turn, query.seq, query.resolutionAfter].filter((v) => v !== undefined);
    if (targets.length > 1) throw DomainError.of('BAD_STEP', 'give at most one of step, turn, seq, resolutionAfter');
    const read = await this.replica.read(
      readPositionOf(position),
      () =>
        this.replay.step({
          matchId,
          unit: query.unit ?? 'action',
          viewer: parseViewer(query.viewer),
          token: bearerToken(authorization),
          target: { step: query.step, turn: query.turn, seq: query.seq, resolutionAfter: query.resolutionAfter },
        }),
      // A finished match's steps never change.
      (answer) => (answer.finished ? `replay ${matchId}` : null),
    );
    return answerRead(res, read);
  }

  @Get('matches/:matchId/audit')
  @Quota('audit')
  @ApiOperation({
    summary: 'Audit of a finished match: hash chain, seed commitment, re-decided events, ledger; rejections and timeout defaults',
    operationId: 'getAudit',
  })
  @ApiAnswer(200, 'AuditReport', 'The audit and every check it made', { readPosition: true })
  @ApiRefusals('UNKNOWN_MATCH', 'MATCH_NOT_FINISHED', 'RATE_LIMITED')
  async audit(
    @Param('matchId', MatchIdPipe) matchId: string,
    @Headers(READ_POSITION_HEADER) position: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    return answerRead(res, await this.replica.read(readPositionOf(position), () => this.audits.audit(matchId)));
  }

  @Get('matches/:matchId/export')
  @Quota('export')
  @ApiOperation({ summary: 'A finished match as one NDJSON file (header, events with hashes, ledger, seed)', operationId: 'exportMatch' })
  @ApiResponse({
    status: 200,
    description: 'The export file (docs/replay.md): one JSON value per line, a header first, then events, ledger and seed',
    headers: { 'Content-Disposition': { description: 'attachment; filename="match-<matchId>.ndjson"', schema: { type: 'string' } } },
    content: { 'application/x-ndjson': { schema: { type: 'string' } } },
  })
  @ApiRefusals('UNKNOWN_MATCH', 'MATCH_NOT_FINISHED', 'RATE_LIMITED')
  async export(@Param('matchId', MatchIdPipe) matchId: string) {
    // A finished match never changes: any replica that has it serves the same file.
    const { value: text } = await this.replica.read(null, () => this.exports.exportText(matchId));
    return new StreamableFile(Buffer.from(text, 'utf8'), {
      type: 'application/x-ndjson; charset=utf-8',
      disposition: `attachment; filename="match-${matchId}.ndjson"`,
    });
  }

  @Post('matches/import')
  @Quota('import')
  @HttpCode(201)
  @UseGuards(ImportAccessGuard)
  @ApiBearerAuth('operatorToken')
  @ApiConsumes('application/x-ndjson')
  @ApiBody({
    description: 'An export file, as `GET /matches/{matchId}/export` answers it (at most IMPORT_LIMIT bytes)',
    required: true,
    schema: { type: 'string' },
  })
  @ApiOperation({
    summary: 'Import an export file as a read-only archived match (it must audit clean); operator only: Authorization: Bearer <ADMIN_TOKEN>',
    operationId: 'importMatch',
  })
  @ApiAnswer(201, 'ImportResult', 'The archived match and its audit')
  @ApiRefusals(
    'MALFORMED_REQUEST',
    'BAD_EXPORT_FILE',
    'MISSING_ADMIN_TOKEN',
    'IMPORT_DISABLED',
    'INVALID_ADMIN_TOKEN',
    'MATCH_EXISTS',
    'MATCH_NOT_FINISHED',
    'PAYLOAD_TOO_LARGE',
    'IMPORT_AUDIT_FAILED',
    'IMPORT_SIGNATURE_INVALID',
    'SANDBOX_NOT_IMPORTABLE',
    'GAME_NOT_INSTALLED',
    'RATE_LIMITED',
  )
  async import(@Req() req: Request) {
    return this.imports.importFile(uploadOf(req, this.config.get('IMPORT_LIMIT')));
  }
}

/**
 * The app's JSON body parser has a small limit meant for commands and skips other content types,
 * so the NDJSON file arrives unread and is streamed from here with its own limit: it is never
 * held whole on the event loop.
 */
async function* uploadOf(req: Request, limit: string): AsyncGenerator<Buffer> {
  if (typeof req.body === 'string') {
    yield Buffer.from(req.body, 'utf8');
    return;
  }
  if (req.readableEnded) throw DomainError.of('BAD_EXPORT_FILE', 'send the export file with content-type application/x-ndjson');
  const limitBytes = byteSize(limit);
  const tooLarge = () => DomainError.of('PAYLOAD_TOO_LARGE', `export files are limited to ${limit} (IMPORT_LIMIT)`);
  // A declared length above the limit is refused before reading anything.
  if (Number(req.headers['content-length'] ?? 0) > limitBytes) throw tooLarge();
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw tooLarge();
    yield chunk;
  }
}
