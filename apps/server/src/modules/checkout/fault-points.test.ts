import { describe, expect, it } from 'vitest';
import { FAULT_POINTS } from '../../db/fault-points.js';
import { CHECKOUT_FLOWS, RECOVERY_FLOWS } from '../../test-support/checkout-flows.js';
import { describeFaultCases } from '../../test-support/fault-cases.js';

describeFaultCases('an instance dying at any fault point of checkout strands nothing', CHECKOUT_FLOWS);

describe('the crash tests', () => {
  it('try every fault point in some flow of the test provider', () => {
    const tried = new Set([...CHECKOUT_FLOWS, ...RECOVERY_FLOWS].flatMap((flow) => Object.keys(flow.crashes)));
    expect(FAULT_POINTS.filter((point) => !tried.has(point))).toEqual([]);
  });
});
