import { Controller, Get, Headers, HttpCode, Param, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiError } from '../matches/api-error';
import { MatchIdPipe } from '../matches/params';
import { bearerToken } from '../matches/seat-tokens';
import { AuditService } from './audit.service';
import { ExportService } from './export.service';
import { ImportService } from './import.service';
import { ReplayErrors } from './replay-errors';
import { parseViewer, ReplayQuery } from './replay.query';
import { ReplayService } from './replay.service';

/** Largest export file accepted by import (a long match is a few MB). */
const IMPORT_LIMIT_BYTES = 64 * 1024 * 1024;

/** Thin REST layer: replay seek, audit, export and import (docs/replay.md). */
@ApiTags('replay')
@Controller()
export class ReplayController {
  constructor(
    private readonly replay: ReplayService,
    private readonly audits: AuditService,
    private readonly exports: ExportService,
    private readonly imports: ImportService,
  ) {}

  @Get('matches/:matchId/replay')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The view at one replay step, the events of that step as the viewer may see them, and navigation' })
  @ApiResponse({ status: 403, description: 'OMNISCIENT_WHILE_LIVE, SEAT_VIEW_NEEDS_TOKEN' })
  @ApiResponse({ status: 404, description: 'UNKNOWN_MATCH, NO_SUCH_TURN, NO_RESOLUTION' })
  step(@Param('matchId', MatchIdPipe) matchId: string, @Query() query: ReplayQuery, @Headers('authorization') authorization: string | undefined) {
    const targets = [query.step, query.turn, query.seq, query.resolutionAfter].filter((v) => v !== undefined);
    if (targets.length > 1) throw new ApiError(400, ReplayErrors.BAD_STEP, 'give at most one of step, turn, seq, resolutionAfter');
    return this.replay.step({
      matchId,
      unit: query.unit ?? 'action',
      viewer: parseViewer(query.viewer),
      token: bearerToken(authorization),
      target: { step: query.step, turn: query.turn, seq: query.seq, resolutionAfter: query.resolutionAfter },
    });
  }

  @Get('matches/:matchId/audit')
  @ApiOperation({ summary: 'Audit of a finished match: hash chain, seed commitment, re-decided events, ledger; rejections and timeout defaults' })
  @ApiResponse({ status: 409, description: 'MATCH_NOT_FINISHED' })
  audit(@Param('matchId', MatchIdPipe) matchId: string) {
    return this.audits.audit(matchId);
  }

  @Get('matches/:matchId/export')
  @ApiOperation({ summary: 'A finished match as one NDJSON file (header, events with hashes, ledger, seed)' })
  @ApiResponse({ status: 409, description: 'MATCH_NOT_FINISHED' })
  async export(@Param('matchId', MatchIdPipe) matchId: string) {
    const text = await this.exports.exportText(matchId);
    return new StreamableFile(Buffer.from(text, 'utf8'), {
      type: 'application/x-ndjson; charset=utf-8',
      disposition: `attachment; filename="match-${matchId}.ndjson"`,
    });
  }

  @Post('matches/import')
  @HttpCode(201)
  @ApiConsumes('application/x-ndjson')
  @ApiOperation({ summary: 'Import an export file as a read-only archived match (it must audit clean)' })
  @ApiResponse({ status: 400, description: 'BAD_EXPORT_FILE' })
  @ApiResponse({ status: 409, description: 'MATCH_EXISTS' })
  @ApiResponse({ status: 422, description: 'IMPORT_AUDIT_FAILED, MATCH_NOT_FINISHED, GAME_NOT_INSTALLED' })
  async import(@Req() req: Request) {
    return this.imports.importText(await readBody(req));
  }
}

/**
 * The app's JSON body parser has a small limit meant for commands and skips other content types,
 * so the NDJSON file arrives unread and is read here with its own limit.
 */
async function readBody(req: Request): Promise<string> {
  if (typeof req.body === 'string') return req.body;
  if (req.readableEnded) throw new ApiError(415, ReplayErrors.BAD_EXPORT_FILE, 'send the export file with content-type application/x-ndjson');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > IMPORT_LIMIT_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `export files are limited to ${IMPORT_LIMIT_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
