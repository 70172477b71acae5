import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../http/openapi/answers';
import { schemaRef } from '../http/openapi/wire-schema-refs';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import { EventLoopDelay, type EventLoopDelayReading } from '../metrics/event-loop-delay';
import { DatabaseReadiness, type Readiness } from './database-ready.indicator';

/** `GET /health/live`: the process answers, and how late (its event-loop delay). */
export interface Liveness {
  readonly status: 'ok';
  readonly eventLoopDelay: EventLoopDelayReading;
}

/** `GET /health/ready`: ready to take commands, or why not. */
export interface ReadinessAnswer extends Readiness {
  readonly status: 'ok' | 'unavailable';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly readiness: DatabaseReadiness,
    private readonly loop: EventLoopDelay,
  ) {}

  /** 200 when the database answers, 503 otherwise (for load balancers and compose healthchecks). */
  @Get()
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({ summary: 'The database answers', operationId: 'getHealth' })
  @ApiAnswer(200, 'HealthReport', 'The database answers (its check in `info` and `details`)')
  check() {
    return this.health.check([() => this.db.pingCheck('database', { timeout: 2000 })]);
  }

  /**
   * Liveness: the process answers HTTP, with its event-loop delay (how late it answers anything).
   * Never depends on the database (a restart would not help).
   */
  @Get('live')
  @ApiOperation({
    summary: 'Liveness: the process answers; eventLoopDelay: p50/p99/max event-loop delay in ms over the last 10-20 s',
    operationId: 'getLiveness',
  })
  @ApiAnswer(200, 'Liveness', 'The process answers')
  live(): Liveness {
    return { status: 'ok', eventLoopDelay: this.loop.reading() };
  }

  /** Readiness: 200 when the database accepts writes and the migrations are done, else 503, with the reason. */
  @Get('ready')
  @ApiOperation({ summary: 'Readiness: the database is writable and migrated', operationId: 'getReadiness' })
  @ApiAnswer(200, 'ReadinessAnswer', 'Ready to take commands')
  @ApiResponse({ status: 503, description: 'Not ready, and why', content: { 'application/json': { schema: schemaRef('ReadinessAnswer') } } })
  async ready(@Res() res: Response): Promise<void> {
    const readiness = await this.readiness.check();
    const answer: ReadinessAnswer = { status: readiness.ready ? 'ok' : 'unavailable', ...readiness };
    res.status(readiness.ready ? 200 : 503).json(answer);
  }
}
