import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';
import { formatBizNo, formatPhone } from './identifiers';
import { formatDollar, formatNumber, formatPercent, formatWon } from './money';

describe('money', () => {
  it('formats won with separators and a suffix per language', () => {
    expect(formatWon(12345)).toBe('12,345원');
    expect(formatWon('1234567', 'ko')).toBe('1,234,567원');
    expect(formatWon(12345, 'en')).toBe('12,345 won');
    expect(formatWon(-5000)).toBe('-5,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(12345678901234567890n)).toBe('12,345,678,901,234,567,890원');
    expect(formatWon(null)).toBe('');
    expect(formatWon('abc')).toBe('');
  });

  it('formats dollars with a prefix and 2 decimals without float drift', () => {
    expect(formatDollar(1234.5)).toBe('$1,234.50');
    expect(formatDollar('1234.505')).toBe('$1,234.51');
    expect(formatDollar(1.005)).toBe('$1.01');
    expect(formatDollar('0.004')).toBe('$0.00');
    expect(formatDollar(-3)).toBe('-$3.00');
    expect(formatDollar('-0.001')).toBe('$0.00');
    expect(formatDollar(undefined)).toBe('');
  });

  it('formats percents and counts', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent('7')).toBe('7%');
    expect(formatPercent(12.345, 1)).toBe('12.3%');
    expect(formatPercent(null)).toBe('');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
});

describe('identifiers', () => {
  it('dashes a 10-digit business number 3-2-5', () => {
    expect(formatBizNo('1234567890')).toBe('123-45-67890');
    expect(formatBizNo('123-45-67890')).toBe('123-45-67890');
    expect(formatBizNo('XXXX')).toBe('—');
    expect(formatBizNo('12345')).toBe('12345');
  });

  it('dashes 11-digit phones 3-4-4 and 10-digit phones 3-3-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('dates', () => {
  it('formats in Seoul time', () => {
    expect(formatDate('2024-03-01T15:30:00Z')).toBe('2024-03-02');
    expect(formatDateTime('2024-03-01T15:30:00Z')).toBe('2024-03-02 00:30');
    expect(formatDateTime(new Date(Date.UTC(2024, 0, 1, 0, 5)))).toBe('2024-01-01 09:05');
  });

  it('keeps calendar dates as they are', () => {
    expect(formatDate('2024-03-01')).toBe('2024-03-01');
    expect(formatDate('20240301')).toBe('2024-03-01');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
