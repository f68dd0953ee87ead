import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTagManager } from './tag-manager';

const dataLayer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer;

describe('tag manager', () => {
  afterEach(() => {
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
    vi.restoreAllMocks();
  });

  it.each(['UA-12345', 'gtm-abc', 'GTM-', 'AW-123'])('reports %s as an error and stays off', async (id) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(startTagManager(id)).resolves.toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });

  it.each(['GTM-ABC123', 'G-XYZ9'])('accepts %s and pushes content-view events to dataLayer', async (id) => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const tracker = await startTagManager(id);
    tracker?.trackView('home', '/en');
    expect(dataLayer()).toContainEqual(expect.objectContaining({ event: 'content-view', 'content-name': '/en', 'content-view-name': 'home' }));
  });
});
