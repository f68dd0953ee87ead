import type { Translator } from '../lib/i18n/translator';

/** Without config the shop cannot render; say so calmly and offer a reload instead of a blank page. */
export const renderStartupFailure = (root: HTMLElement, translations: Translator | null): void => {
  const main = document.createElement('main');
  main.className = 'boot-failure';
  const heading = document.createElement('h1');
  heading.textContent = translations?.t('shell:routeError.heading') ?? '';
  const text = document.createElement('p');
  text.textContent = translations?.t('shell:routeError.text') ?? '';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = translations?.t('shell:routeError.reload') ?? '↻';
  button.addEventListener('click', () => window.location.reload());
  main.append(heading, text, button);
  root.replaceChildren(main);
};
