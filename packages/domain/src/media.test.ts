import { describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, checkMediaFile, sniffMediaType } from './media';

const bytes = (...values: number[]) => Uint8Array.from(values);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46);
const pdf = new TextEncoder().encode('%PDF-1.4');

describe('sniffMediaType', () => {
  it('knows jpg, png and pdf by their first bytes', () => {
    expect(sniffMediaType(png)).toBe('image/png');
    expect(sniffMediaType(jpeg)).toBe('image/jpeg');
    expect(sniffMediaType(pdf)).toBe('application/pdf');
  });

  it('refuses executables, text, truncated signatures and nothing at all', () => {
    expect(sniffMediaType(bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0))).toBeNull(); // ELF
    expect(sniffMediaType(bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0))).toBeNull(); // MZ (Windows .exe)
    expect(sniffMediaType(new TextEncoder().encode('hello.pdf'))).toBeNull();
    expect(sniffMediaType(png.slice(0, 4))).toBeNull();
    expect(sniffMediaType(bytes())).toBeNull();
  });
});

describe('checkMediaFile', () => {
  it('accepts documents in the three formats up to 2 MB', () => {
    expect(checkMediaFile('id_front', MEDIA_MAX_BYTES, png)).toEqual({ ok: true, type: 'image/png' });
    expect(checkMediaFile('bank_certificate', 100, pdf)).toEqual({ ok: true, type: 'application/pdf' });
    expect(checkMediaFile('id_back', 100, jpeg)).toEqual({ ok: true, type: 'image/jpeg' });
  });

  it('refuses an empty or too large file, and a pdf as a photo', () => {
    const refused = (problem: string) => ({ ok: false, problem });
    expect(checkMediaFile('id_front', 0, png)).toEqual(refused('validation.documentFile'));
    expect(checkMediaFile('id_front', MEDIA_MAX_BYTES + 1, png)).toEqual(refused('validation.documentFile'));
    expect(checkMediaFile('bank_certificate', 100, new TextEncoder().encode('#!/bin/sh'))).toEqual(refused('validation.documentFile'));
    expect(checkMediaFile('photo', 100, pdf)).toEqual(refused('validation.photoFile'));
    expect(checkMediaFile('photo', 100, jpeg)).toEqual({ ok: true, type: 'image/jpeg' });
  });

  it('takes a catalogue photo as a photo: jpg or png, never a pdf', () => {
    expect(checkMediaFile('catalogue_photo', 100, png)).toEqual({ ok: true, type: 'image/png' });
    expect(checkMediaFile('catalogue_photo', 100, pdf)).toEqual({ ok: false, problem: 'validation.photoFile' });
    expect(checkMediaFile('catalogue_photo', MEDIA_MAX_BYTES + 1, jpeg)).toEqual({ ok: false, problem: 'validation.photoFile' });
  });
});
