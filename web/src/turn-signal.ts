import { h } from './dom';

const SOUND_KEY = 'stackbound:turn-sound';
const TITLE = document.title;

/**
 * The your-move signal: the tab title says so while the match waits for you, and, when the
 * player turns it on (off by default, remembered in this browser), a short tone when it starts.
 */
export function yourTurnSignal(): { control: HTMLElement; update(yourMove: boolean): void; stop(): void } {
  let before = false;
  const box = h('input', { id: 'turn-sound', type: 'checkbox', checked: localStorage.getItem(SOUND_KEY) === '1' }) as HTMLInputElement;
  box.addEventListener('change', () => (box.checked ? localStorage.setItem(SOUND_KEY, '1') : localStorage.removeItem(SOUND_KEY)));
  return {
    control: h('label.turn-sound', box, ' Sound on my move'),
    update(yourMove) {
      document.title = yourMove ? `▶ Your move · ${TITLE}` : TITLE;
      if (yourMove && !before && box.checked) beep();
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
