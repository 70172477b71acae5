/** What can be sent by Web Push; each account chooses each kind (notification_settings). */
export type PushKind = 'turn' | 'deadline.near' | 'match.over' | 'invited' | 'rematch.offered';

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
  /** An invitation addressed to the account. */
  readonly invited: boolean;
  /** Another seat of a finished match offers a rematch. */
  readonly rematchOffered: boolean;
}

/** Every kind on: the settings of an account that never chose. */
export const DEFAULT_SETTINGS: NotificationSettings = { turn: true, deadlineNear: true, matchOver: true, invited: true, rematchOffered: true };

const TITLES: Record<PushKind, string> = {
  turn: 'Your turn',
  'deadline.near': 'Your turn: the deadline is near',
  'match.over': 'Match over',
  invited: 'You are invited to a match',
  'rematch.offered': 'Rematch offered',
};

/** The page a notice opens: the replay of a match over, the addressed invitation, else the table. */
function pageOf(kind: PushKind, matchId: string, seat: number): string {
  if (kind === 'match.over') return `/#/replay/${matchId}`;
  if (kind === 'invited') return `/#/invited/${matchId}/${seat}`;
  return `/#/match/${matchId}`;
}

export function pushPayload(kind: PushKind, matchId: string, seat: number): PushPayload {
  return { kind, matchId, seat, title: TITLES[kind], url: pageOf(kind, matchId, seat) };
}

/** Which settings column decides a kind. */
export const SETTING_COLUMN: Record<PushKind, string> = {
  turn: 'push_turn',
  'deadline.near': 'push_reminder',
  'match.over': 'push_match_over',
  invited: 'push_invited',
  'rematch.offered': 'push_rematch_offered',
};
