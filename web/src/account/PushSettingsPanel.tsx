import { useEffect, useState } from 'preact/hooks';
import { describeError } from '../api';
import { pushSettings, pushSupported, savePushSettings, subscribeToPush, type PushSettings } from './push-api';

const KINDS: readonly [keyof PushSettings, string][] = [
  ['turn', 'Your turn'],
  ['deadlineNear', 'The deadline of your turn is near'],
  ['matchOver', 'A match is over'],
  ['rematchOffered', 'A rematch is offered'],
  ['invited', 'An invitation is addressed to you (any match)'],
];

/** Push notifications (correspondence matches, and invitations): subscribe this browser, and choose each kind. */
export function PushSettingsPanel() {
  const [settings, setSettings] = useState<PushSettings | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  useEffect(() => {
    void pushSettings().then(setSettings, () => setSettings(null));
  }, []);
  const subscribe = async () => {
    try {
      await subscribeToPush();
      setStatus('Push notifications are on in this browser.');
    } catch (e) {
      setStatus(describeError(e));
    }
  };
  const toggle = async (kind: keyof PushSettings, on: boolean) => {
    if (!settings) return;
    setSettings(await savePushSettings({ ...settings, [kind]: on }));
  };
  return (
    <section class="push-settings">
      <h2>Notifications by push (correspondence matches, and invitations)</h2>
      {pushSupported() ? (
        <button type="button" class="push-subscribe" onClick={() => void subscribe()}>
          Send push notifications to this browser
        </button>
      ) : (
        <p>This browser does not offer push notifications.</p>
      )}
      {status && <p class="notice">{status}</p>}
      {settings && (
        <fieldset class="push-kinds">
          <legend>Send a notification when:</legend>
          {KINDS.map(([kind, label]) => (
            <label key={kind}>
              <input type="checkbox" name={`push-${kind}`} checked={settings[kind]} onChange={(e) => void toggle(kind, e.currentTarget.checked)} /> {label}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
