import { useTranslation } from "react-i18next";
import { ArrowEndIcon, ArrowStartIcon, PauseIcon, PlayIcon } from "~/components/ui/icons";

interface ControlsProps {
  count: number;
  index: number;
  onMove: (step: number) => void;
  onGoTo: (index: number) => void;
  /** Translation keys of this slider's button labels (they take {{n}} for the dots). */
  labels: { previous: string; next: string; goTo: string; pause: string; play: string };
  /** The pause/play button; omitted when motion is reduced (nothing rotates). */
  stop?: { stopped: boolean; onToggle: () => void };
  controls: string;
  tone: "dark" | "light";
}

/** Previous/next buttons, dot indicators and the pause/play button of a slider. */
export function SliderControls({ count, index, onMove, onGoTo, labels, stop, controls, tone }: ControlsProps) {
  const { t } = useTranslation("home");
  const button =
    tone === "dark"
      ? "inline-flex size-10 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30"
      : "inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface text-navy hover:bg-surface-muted";
  const dotOn = tone === "dark" ? "bg-white" : "bg-brand";
  const dotOff = tone === "dark" ? "bg-white/50" : "bg-line";
  return (
    <div className="flex items-center justify-center gap-3">
      <button type="button" className={button} aria-controls={controls} aria-label={t(labels.previous)} onClick={() => onMove(-1)}>
        <ArrowStartIcon size={18} />
      </button>
      <div className="flex items-center gap-1">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className="inline-flex size-6 items-center justify-center rounded-full"
            aria-controls={controls}
            aria-label={t(labels.goTo, { n: i + 1 })}
            aria-current={i === index ? "true" : undefined}
            onClick={() => onGoTo(i)}
          >
            <span className={`block rounded-full ${i === index ? `size-3 ${dotOn}` : `size-2.5 ${dotOff}`}`} />
          </button>
        ))}
      </div>
      <button type="button" className={button} aria-controls={controls} aria-label={t(labels.next)} onClick={() => onMove(1)}>
        <ArrowEndIcon size={18} />
      </button>
      {stop && (
        <button
          type="button"
          className={button}
          aria-label={t(stop.stopped ? labels.play : labels.pause)}
          onClick={stop.onToggle}
        >
          {stop.stopped ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
    </div>
  );
}
