import { createContext, type ComponentType } from 'react';

/**
 * The form that edits a logged-in customer's billing details in place. It belongs to the account
 * feature, so the checkout route supplies it here (features do not import each other).
 */
export const BillingEditorSlot = createContext<ComponentType<{ onDone: () => void }> | null>(null);
