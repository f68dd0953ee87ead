export interface QuantityStepperProps {
  id: string;
  value: number;
  max: number;
  decrementLabel: string;
  incrementLabel: string;
  describedBy?: string;
  onChange: (value: unknown) => void;
}

/**
 * A number field between two large buttons. At its limit + stays focusable (aria-disabled) and still
 * reports the wish, so the form can say why no more can be added.
 */
export const QuantityStepper = ({ id, value, max, decrementLabel, incrementLabel, describedBy, onChange }: QuantityStepperProps) => (
  <div className="stepper">
    <button type="button" className="stepper-button" aria-label={decrementLabel} aria-controls={id} aria-disabled={value <= 0} onClick={() => value > 0 && onChange(value - 1)}>
      <span aria-hidden="true">−</span>
    </button>
    <input
      id={id}
      className="stepper-input"
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      value={value}
      aria-describedby={describedBy}
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
    <button type="button" className="stepper-button" aria-label={incrementLabel} aria-controls={id} aria-disabled={value >= max} onClick={() => onChange(value + 1)}>
      <span aria-hidden="true">+</span>
    </button>
  </div>
);
