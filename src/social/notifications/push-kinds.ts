/** What can be sent by Web Push; each account chooses each kind (notification_settings). */
export type PushKind = 'turn' | 'deadline.near' | 'match.over';

/** The push's payload (encrypted for the browser, RFC 8291), shown by the service worker. */
export interface PushPayload {
  readonly kind: PushKind;
  readonly matchId: string;
  readonly seat: number;
  readonly title: string;
  /** The page to open when the notification is clicked. */
  readonly url: string;
}

/** An account's push settings, per kind. */
export interface NotificationSettings {
  readonly turn: boolean;
  readonly deadlineNear: boolean;
  readonly matchOver: boolean;
}

const TITLES: Record<PushKind, string> = {
  turn: 'Your turn',
  'deadline.near': 'Your turn: the deadline is near',
  'match.over': 'Match over',
};

export function pushPayload(kind: PushKind, matchId: string, seat: number): PushPayload {
  return { kind, matchId, seat, title: TITLES[kind], url: kind === 'match.over' ? `/#/replay/${matchId}` : `/#/match/${matchId}` };
}

/** Which settings column decides a kind. */
export const SETTING_COLUMN: Record<PushKind, string> = { turn: 'push_turn', 'deadline.near': 'push_reminder', 'match.over': 'push_match_over' };
