/** SPEC §9 breakpoints; a class is set while the viewport is wider than each. */
export const BREAKPOINTS = [544, 768, 992, 1200] as const;

export const widthClasses = (width: number): string[] => BREAKPOINTS.filter((b) => width > b).map((b) => `width-gt-${b}`);

export const applyWidthClasses = (width: number, root: HTMLElement = document.documentElement): void => {
  const active = widthClasses(width);
  for (const b of BREAKPOINTS) root.classList.toggle(`width-gt-${b}`, active.includes(`width-gt-${b}`));
};
