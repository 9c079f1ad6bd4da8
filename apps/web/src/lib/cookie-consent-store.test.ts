import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_CONSENT_KEY, readAnalyticsConsent, useCookieConsent } from './cookie-consent-store.ts';

describe('cookie consent (spec §9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has no stored choice by default, which counts as denied', () => {
    expect(readAnalyticsConsent()).toBeNull();
    expect(useCookieConsent.getState().allowAnalytics).toBe(false);
  });

  it('stores the choice as "true" or "false" and records it with the notice version', async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: 'c1', recordedAt: 'x' }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    useCookieConsent.getState().choose(true);
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('true');
    useCookieConsent.getState().choose(false);
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('false');
    expect(useCookieConsent.getState()).toMatchObject({ allowAnalytics: false, isOpen: false });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const bodies = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([, init]) =>
      JSON.parse(String(init.body)),
    );
    expect(bodies.map((body) => body.allowAnalytics)).toEqual([true, false]);
    expect(bodies[0].visitorId).toMatch(/^[A-Za-z0-9]{16}$/);
    // One browser keeps one visitor id, so its choices read in order.
    expect(bodies[1].visitorId).toBe(bodies[0].visitorId);
    expect(bodies[0].policyVersion).toBe(1);
  });
});
