import { Injectable, type OnModuleInit } from '@nestjs/common';
import { NewsBus } from '../../news/news-bus.service';
import { MatchRoomSender } from '../../realtime';
import { Rematches } from './rematch.service';

/**
 * Pushes a finished match's rematch state to its joined sockets on every instance
 * (`match:rematch`) after each new offer or acceptance: the same state for players and spectators,
 * as `GET /matches/:id/rematch` answers it to anyone.
 */
@Injectable()
export class RematchNews implements OnModuleInit {
  constructor(
    private readonly bus: NewsBus,
    private readonly rematches: Rematches,
    private readonly sender: MatchRoomSender,
  ) {}

  onModuleInit(): void {
    this.bus.handle('rematch', (matchId) => this.deliver(matchId));
  }

  private async deliver(matchId: string): Promise<void> {
    if (!this.sender.watched(matchId)) return;
    const state = await this.rematches.state(matchId);
    this.sender.send(matchId, 'match:rematch', () => state);
  }
}
