import type { MatchMarkInfo } from '../../../src/client';
import { importedText, originHref, SCENARIO_MARK, sandboxText } from '../marks';
import { useMatchTitle } from '../match-titles';

type SandboxMark = Extract<MatchMarkInfo, { kind: 'sandbox' }>;

/** A sandbox's mark: its origin named as a person reads a match ("Four Souls, Ann vs Bob"), never by id. */
function SandboxWords({ origin }: { origin: SandboxMark['origin'] }) {
  return <>{sandboxText(origin, useMatchTitle(origin.matchId))}</>;
}

/** The match's marks, exactly those it has: none on an unrated fair match played here. */
export function Marks({ marks }: { marks: readonly MatchMarkInfo[] }) {
  if (!marks.length) return null;
  return (
    <div class="marks">
      {marks.map((m) =>
        m.kind === 'scenario' ? (
          <p key="scenario" class="mark scenario" id="scenario-mark">
            {SCENARIO_MARK}
          </p>
        ) : m.kind === 'rated' ? (
          <p key="rated" class="mark rated" id="rated-mark">
            {m.text}
          </p>
        ) : m.kind === 'sandbox' ? (
          <p key="sandbox" class="mark sandbox" id="sandbox-mark">
            <SandboxWords origin={m.origin} />{' '}
            <a class="origin-link" href={originHref(m.origin)}>
              origin
            </a>
          </p>
        ) : (
          <p key="imported" class={m.signedBy === null ? 'mark imported unsigned' : 'mark imported'} id="imported-mark">
            {importedText(m.importedAt, m.signedBy)}
          </p>
        ),
      )}
    </div>
  );
}
