/** A short two-note chime for a new conversation, made with Web Audio (no sound file to load). */
export function playChime(): void {
  try {
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, context.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.5);
    [660, 880].forEach((frequency, i) => {
      const osc = context.createOscillator();
      osc.frequency.value = frequency;
      osc.connect(gain);
      osc.start(context.currentTime + i * 0.15);
      osc.stop(context.currentTime + 0.5);
    });
    setTimeout(() => void context.close(), 800);
  } catch {
    // No audio (autoplay policy, no device): the badge and the title still say it.
  }
}
