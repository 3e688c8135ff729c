import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/test/memory-storage';
import {
  AUTH_FOR_ADMIN_KEY, USER_DATA_KEY, USER_DATA_SAVE_KEY, clearSession, getSession, isAuthForAdmin, isExpired, isGranted,
  markAuthForAdmin, restoreSavedSession, saveSession, switchToSession,
} from './session';

const token = { access_token: 'a1', refresh_token: 'r1', expires_in: 3600 };

describe('session storage (spec section 3)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
  });

  it('stores the token under the versioned key with its creation time', () => {
    saveSession(token, 1_000);
    expect(USER_DATA_KEY).toBe('v1.0-userData');
    expect(JSON.parse(localStorage.getItem('v1.0-userData') ?? '')).toEqual({ access_token: 'a1', refresh_token: 'r1', expires_in: 3600, created: 1_000 });
    expect(getSession()?.access_token).toBe('a1');
  });

  it('is granted only while creation time plus expires_in is in the future', () => {
    saveSession(token, 0);
    expect(isGranted(3_599_999)).toBe(true);
    expect(isGranted(3_600_000)).toBe(false);
    expect(isExpired(null)).toBe(true);
  });

  it('ignores a malformed stored value', () => {
    localStorage.setItem(USER_DATA_KEY, '{not json');
    expect(getSession()).toBeNull();
    localStorage.setItem(USER_DATA_KEY, JSON.stringify({ access_token: 'x' }));
    expect(getSession()).toBeNull();
  });

  it('keeps the admin session under the save suffix while impersonating, and restores it', () => {
    saveSession(token, 5);
    switchToSession({ access_token: 'member', refresh_token: 'mr', expires_in: 60 });
    expect(USER_DATA_SAVE_KEY).toBe('v1.0-userData-save');
    expect(JSON.parse(localStorage.getItem(USER_DATA_SAVE_KEY) ?? '').access_token).toBe('a1');
    expect(isAuthForAdmin()).toBe(false);
    markAuthForAdmin();
    expect(localStorage.getItem(AUTH_FOR_ADMIN_KEY)).toBe('1');
    expect(isAuthForAdmin()).toBe(true);
    expect(getSession()?.access_token).toBe('member');
    expect(restoreSavedSession()).toBe(true);
    expect(getSession()?.access_token).toBe('a1');
    expect(isAuthForAdmin()).toBe(false);
  });

  it('logout removes the token, its backup and the admin flag', () => {
    saveSession(token);
    switchToSession(token);
    markAuthForAdmin();
    localStorage.setItem('lang', 'en');
    clearSession();
    expect([USER_DATA_KEY, USER_DATA_SAVE_KEY, AUTH_FOR_ADMIN_KEY].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
    expect(localStorage.getItem('lang')).toBe('en');
  });
});
