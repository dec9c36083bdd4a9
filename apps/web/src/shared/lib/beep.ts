type AudioContextConstructor = typeof AudioContext;

let context: AudioContext | undefined;

/**
 * A short two-tone beep through the Web Audio API (no audio file to load). Browsers may refuse to
 * play before the first user gesture; every failure is ignored.
 */
export function playErrorBeep(): void {
  try {
    if (typeof window === 'undefined') return;
    const Ctor: AudioContextConstructor | undefined =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime;
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.15, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    gain.connect(ctx.destination);
    const oscillator = ctx.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(660, start + 0.12);
    oscillator.connect(gain);
    oscillator.start(start);
    oscillator.stop(start + 0.32);
    oscillator.onended = () => gain.disconnect();
  } catch {
    // No audio device, autoplay policy, old browser: stay silent.
  }
}
