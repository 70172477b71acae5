import { Global, Module } from '@nestjs/common';
import { DatabaseMetrics } from './database-metrics';
import { EventLoopDelay } from './event-loop-delay';
import { MetricsController } from './metrics.controller';
import { Metrics } from './metrics.service';

/** `GET /metrics`; the `Metrics` instruments and the event-loop delay are available to every module. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [Metrics, DatabaseMetrics, EventLoopDelay],
  exports: [Metrics, EventLoopDelay],
})
export class MetricsModule {}
