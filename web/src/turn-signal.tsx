import { elementOf } from './render-element';

const SOUND_KEY = 'stackbound:turn-sound';
const TITLE = document.title;

/** Whether the player turned the tone on (off by default, remembered in this browser). */
const soundOn = (): boolean => localStorage.getItem(SOUND_KEY) === '1';

/** The "Sound on my move" switch. */
export function TurnSoundSwitch() {
  return (
    <label class="turn-sound">
      <input
        id="turn-sound"
        type="checkbox"
        defaultChecked={soundOn()}
        onChange={(ev) => (ev.currentTarget.checked ? localStorage.setItem(SOUND_KEY, '1') : localStorage.removeItem(SOUND_KEY))}
      />{' '}
      Sound on my move
    </label>
  );
}

/**
 * The your-move signal: the tab title says so while the match waits for you, and, when the
 * player turns it on, a short tone when it starts.
 */
export function yourTurnSignal(): { control: HTMLElement; update(yourMove: boolean): void; stop(): void } {
  let before = false;
  return {
    control: elementOf(<TurnSoundSwitch />),
    update(yourMove) {
      document.title = yourMove ? `▶ Your move · ${TITLE}` : TITLE;
      if (yourMove && !before && soundOn()) beep();
      before = yourMove;
    },
    stop() {
      document.title = TITLE;
    },
  };
}

function beep(): void {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 660;
    gain.gain.value = 0.05;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.15);
    tone.onended = () => void audio.close();
  } catch {
    // No audio in this browser: the title still says it.
  }
}
