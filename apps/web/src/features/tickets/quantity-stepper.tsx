export interface QuantityStepperProps {
  id: string;
  value: number;
  max: number;
  min?: number;
  decrementLabel: string;
  incrementLabel: string;
  describedBy?: string;
  onChange: (value: unknown) => void;
}

/**
 * A number field between two large buttons. The buttons stay focusable at their limits
 * (aria-disabled), so a keyboard user pressing + up to the maximum keeps their place.
 */
export const QuantityStepper = ({ id, value, max, min = 0, decrementLabel, incrementLabel, describedBy, onChange }: QuantityStepperProps) => {
  const step = (delta: number) => () => {
    const next = value + delta;
    if (next >= min && next <= max) onChange(next);
  };
  return (
    <div className="stepper">
      <button type="button" className="stepper-button" aria-label={decrementLabel} aria-controls={id} aria-disabled={value <= min} onClick={step(-1)}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        className="stepper-input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        aria-describedby={describedBy}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <button type="button" className="stepper-button" aria-label={incrementLabel} aria-controls={id} aria-disabled={value >= max} onClick={step(1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
};
