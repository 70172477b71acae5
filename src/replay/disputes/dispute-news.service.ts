import { Injectable, type OnModuleInit } from '@nestjs/common';
import { NewsBus } from '../../news/news-bus.service';
import { MatchRoomSender } from '../../realtime';
import { DisputeStore } from './dispute-store';

/**
 * Pushes each dispute opened, and each verdict recorded, to the match's joined sockets on every
 * instance (`match:dispute`, the dispute as `GET /matches/:id/disputes` lists it): players and
 * spectators alike, as every dispute is of a finished match and public to its watchers.
 */
@Injectable()
export class DisputeNews implements OnModuleInit {
  constructor(
    private readonly bus: NewsBus,
    private readonly store: DisputeStore,
    private readonly sender: MatchRoomSender,
  ) {}

  onModuleInit(): void {
    this.bus.handle('dispute', (disputeId) => this.deliver(disputeId));
  }

  /** Tells every instance that the dispute was opened or decided (after its row is committed). */
  changed(disputeId: string): Promise<void> {
    return this.bus.publish('dispute', disputeId);
  }

  private async deliver(disputeId: string): Promise<void> {
    const dispute = await this.store.byId(disputeId);
    if (dispute && this.sender.watched(dispute.matchId)) this.sender.send(dispute.matchId, 'match:dispute', () => dispute);
  }
}
