/** The roots of the JSON APIs: the shop's and the back office's. */
const API_ROOTS = ['/api', '/office/api'];

/** Whether a request path (with or without its query) is an API call: data (JSON, a PDF download), never a page. */
export const isApiPath = (url: string): boolean => API_ROOTS.some((root) => url === root || url.startsWith(`${root}/`) || url.startsWith(`${root}?`));
