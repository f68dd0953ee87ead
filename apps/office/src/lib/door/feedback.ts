import type { DoorOutcome } from './door-types';

/** Good news is one short high beep; anything that stops the visitor, a low long one the door person hears. */
const TONES: Record<'yes' | 'no', { frequency: number; seconds: number; vibrate: number[] }> = {
  yes: { frequency: 1320, seconds: 0.12, vibrate: [60] },
  no: { frequency: 330, seconds: 0.45, vibrate: [200, 80, 200] },
};

let context: AudioContext | null = null;

/** A beep and a buzz for a verdict, where the phone can; silence where it cannot is no error. */
export const signalVerdict = (outcome: DoorOutcome): void => {
  const tone = TONES[outcome === 'admitted' || outcome === 'exited' ? 'yes' : 'no'];
  if (typeof navigator.vibrate === 'function') navigator.vibrate(tone.vibrate);
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = tone.frequency;
  gain.gain.setValueAtTime(0.3, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + tone.seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + tone.seconds);
};
