import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Metrics } from '../metrics/metrics.service';
import { LobbyReader } from './lobby-reader.service';

/** Matches by status, from the lobby read model when Prometheus scrapes (the same for every instance). */
@Injectable()
export class LobbyMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly lobby: LobbyReader,
  ) {}

  onModuleInit(): void {
    this.metrics.readGauge('stackbound_live_matches', 'Matches being played (every seat claimed, not over), from the lobby.', [], async () => [
      { labels: {}, value: (await this.lobby.countByStatus()).live },
    ]);
    this.metrics.readGauge('stackbound_matches', 'Matches in the lobby, by status.', ['status'], async () =>
      Object.entries(await this.lobby.countByStatus()).map(([status, value]) => ({ labels: { status }, value })),
    );
  }
}
