/** Whether a request path (with or without its query) belongs to the back office: its pages, files or API. */
export const isOfficePath = (url: string): boolean => url === '/office' || url.startsWith('/office/') || url.startsWith('/office?');
