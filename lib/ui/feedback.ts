/**
 * The app's sounds and vibrations, all here so quiet mode (/userCent) silences every one of
 * them. The chime is synthesised with Web Audio (no audio file to download or cache).
 */
import { deviceSettings } from '@/lib/member/device-settings';

type AudioContextCtor = typeof AudioContext;

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Ctor = (window.AudioContext ?? (window as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext) as
    AudioContextCtor | undefined;
  if (!Ctor) return null;
  try {
    context ??= new Ctor();
    return context;
  } catch {
    return null;
  }
}

/** A short rising two-note chime; nothing in quiet mode or where audio is unavailable. */
export function playChime(): boolean {
  if (deviceSettings().quietMode) return false;
  const ctx = audio();
  if (!ctx) return false;
  const start = ctx.currentTime;
  [880, 1320].forEach((frequency, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + i * 0.12);
    gain.gain.exponentialRampToValueAtTime(0.2, start + i * 0.12 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.12 + 0.25);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start + i * 0.12);
    osc.stop(start + i * 0.12 + 0.3);
  });
  return true;
}

/** Vibrates where the device can; nothing in quiet mode. */
export function vibrate(pattern: number | number[]): boolean {
  if (deviceSettings().quietMode) return false;
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
  return navigator.vibrate(pattern);
}
