import { describe, expect, it } from 'vitest';
import { attachmentName } from './download';

describe('attachmentName', () => {
  it('reads the file name the server gives', () => {
    expect(attachmentName('attachment; filename="A2026-000001.pdf"')).toBe('A2026-000001.pdf');
    expect(attachmentName("attachment; filename*=UTF-8''payouts%202026.csv")).toBe('payouts 2026.csv');
    expect(attachmentName('inline')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
