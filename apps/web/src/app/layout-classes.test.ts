import { describe, expect, it } from 'vitest';
import { layoutClasses } from './layout-classes';

describe('layout classes', () => {
  it.each([
    [true, true, false, 'layout'],
    [false, true, false, 'layout'],
    [true, false, false, 'layout'],
    [false, false, false, 'layout layout-embedded'],
    [true, true, true, 'layout layout-secondary'],
  ])('header %s footer %s secondary %s -> %s', (showHeader, showFooter, secondary, expected) => {
    expect(layoutClasses({ showHeader, showFooter }, secondary)).toBe(expected);
  });
});
