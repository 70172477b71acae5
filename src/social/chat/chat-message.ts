/** The two channels of a match's chat: the seated players', and the spectators'. */
export type ChatChannel = 'players' | 'spectators';

/** One message as every reader gets it (the author's account id is kept for the operator only). */
export interface ChatMessage {
  readonly messageId: string;
  readonly channel: ChatChannel;
  /** The author's seat for player chat, null for spectator chat. */
  readonly seat: number | null;
  /** `seat N` for a player, the username for a spectator. */
  readonly author: string;
  /** Plain text: clients render it as text, never as markup. */
  readonly body: string;
  readonly sentAt: string;
}
