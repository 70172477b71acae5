import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { io } from 'socket.io-client';
import { useMatchTitle } from '../match-titles';
import { whoAmI } from './account-api';

/** `account.notice` on the account socket, as the AsyncAPI document's `AccountNotice` describes it. */
interface AccountNotice {
  readonly kind: 'seat.attached' | 'turn' | 'deadline.near' | 'match.over' | 'invited' | 'rematch.offered';
  readonly matchId: string;
  readonly seat: number;
}

/** How many notices the list keeps (newest first). */
const KEPT = 20;

const WORDS: Record<AccountNotice['kind'], string> = {
  'seat.attached': 'A seat is now yours',
  turn: 'Your turn',
  'deadline.near': 'Your turn: the deadline is near',
  'match.over': 'Match over',
  invited: 'You are invited',
  'rematch.offered': 'Rematch offered',
};

/** A notice as the list keeps it: `key`, its place in the order received (the list's key). */
interface ListedNotice extends AccountNotice {
  readonly key: number;
}

/** The page a notice opens: the replay of a match over, the invitation addressed to the account, else the table. */
function linkOf(n: AccountNotice): string {
  if (n.kind === 'match.over') return `#/replay/${n.matchId}`;
  if (n.kind === 'invited') return `#/invited/${n.matchId}/${n.seat}`;
  return `#/match/${n.matchId}`;
}

/**
 * The signed-in account's notices, on every page: a small badge in the header (the count not yet
 * looked at) that opens the list. Fed by the account socket (`/account`, `account.notice`), which
 * hears the notices of every server instance.
 */
function Notices() {
  const [notices, setNotices] = useState<ListedNotice[]>([]);
  const [unseen, setUnseen] = useState(0);
  useEffect(() => {
    const socket = io('/account', { transports: ['websocket'] });
    let received = 0;
    socket.on('account.notice', (notice: AccountNotice) => {
      received += 1;
      setNotices((list) => [{ ...notice, key: received }, ...list].slice(0, KEPT));
      setUnseen((n) => n + 1);
    });
    return () => socket.close();
  }, []);
  return (
    <details class="notices" onToggle={() => setUnseen(0)}>
      <summary>Notices{unseen > 0 && <span class="notice-count">{unseen}</span>}</summary>
      <ul>
        {notices.length === 0 && <li>Nothing yet.</li>}
        {notices.map((n) => (
          <Notice key={n.key} notice={n} />
        ))}
      </ul>
    </details>
  );
}

/** One notice, its match named by its game and players, never by its id ("a match" until that is read). */
function Notice({ notice }: { notice: AccountNotice }) {
  const title = useMatchTitle(notice.matchId);
  return (
    <li class={`notice-${notice.kind.replace('.', '-')}`}>
      <a href={linkOf(notice)}>
        {WORDS[notice.kind]} · {title ?? 'a match'}
      </a>
    </li>
  );
}

/** Shows the notices in `slot` while signed in (checked at start and after signing in or out). */
export async function mountNotices(slot: HTMLElement): Promise<void> {
  const me = await whoAmI();
  render(me ? <Notices /> : null, slot);
}
