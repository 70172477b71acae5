/** The words of a proof check, shared by the dice and the shuffles: one row's verdict, and the verdict over all. */
export const checkWords = (check: { ok: boolean; commitmentOk: boolean } | undefined): string =>
  !check ? '…' : check.ok ? 'passed ✔' : check.commitmentOk ? 'FAILED ✘' : 'FAILED ✘ (seed ≠ commitment)';

/** "Checking…" until every check is done, then how many failed of how many (`things`: "dice", "deck orders"). */
export function ProofVerdict({ id, failed, total, things, done }: { id: string; failed: number; total: number; things: string; done: boolean }) {
  return (
    <p class={failed ? 'dice-verdict bad' : 'dice-verdict ok'} id={id}>
      {!done
        ? `Checking every one of the ${things} in this browser…`
        : failed
          ? `✘ ${failed} of ${total} ${things} do not follow from the seed`
          : `✔ all ${total} ${things} re-derived from the seed in this browser`}
    </p>
  );
}
