/** Whether a request path (with or without its query) is an API call: data (JSON, a PDF download), never a page. */
export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
