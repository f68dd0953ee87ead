/** SPEC §2: the checkout progress bar's four steps, in order. */
export const CHECKOUT_STEPS = ['cart', 'signIn', 'payment', 'complete'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export type StepState = 'done' | 'current' | 'upcoming';

export const stepStates = (current: CheckoutStep): { step: CheckoutStep; number: number; state: StepState }[] => {
  const at = CHECKOUT_STEPS.indexOf(current);
  return CHECKOUT_STEPS.map((step, index) => ({
    step,
    number: index + 1,
    state: index < at ? 'done' : index === at ? 'current' : 'upcoming',
  }));
};

/** The number analytics' checkout event reports for a step (SPEC §9). */
export const stepNumber = (step: CheckoutStep): number => CHECKOUT_STEPS.indexOf(step) + 1;
