import './quantity-stepper.css';

export interface QuantityStepperProps {
  id: string;
  value: number;
  max: number;
  min?: number;
  decrementLabel: string;
  incrementLabel: string;
  describedBy?: string;
  /** Receives what the visitor asked for (typed text included); the form caps it and may say why. */
  onChange: (value: unknown) => void;
}

/**
 * A number field between two large buttons. At its limits the buttons stay focusable (aria-disabled),
 * so a keyboard user keeps their place; + at the maximum still reports the wish, so the form can say
 * why no more can be added.
 */
export const QuantityStepper = ({ id, value, max, min = 0, decrementLabel, incrementLabel, describedBy, onChange }: QuantityStepperProps) => (
  <div className="stepper">
    <button type="button" className="stepper-button" aria-label={decrementLabel} aria-controls={id} aria-disabled={value <= min} onClick={() => value > min && onChange(value - 1)}>
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
    <button type="button" className="stepper-button" aria-label={incrementLabel} aria-controls={id} aria-disabled={value >= max} onClick={() => onChange(value + 1)}>
      <span aria-hidden="true">+</span>
    </button>
  </div>
);
