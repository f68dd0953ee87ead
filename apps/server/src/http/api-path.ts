/** Whether a request path (with or without its query) is an API call: JSON answers, never a page. */
export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
