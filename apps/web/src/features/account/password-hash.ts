import { md5 } from 'js-md5';

/** SPEC §5: passwords travel as the md5 hex of what was typed; the server keeps only a slow hash over it. */
export const wirePassword = (typed: string): string => md5(typed);
