import { describe, expect, it } from 'vitest';
import { bettenText, dauerText, hostOf, kmText, sterneText } from './paths';

describe('tourism display helpers', () => {
  it('writes walking times in hours and minutes', () => {
    expect(dauerText(270)).toBe('4 Std. 30 Min.');
    expect(dauerText(120)).toBe('2 Std.');
    expect(dauerText(75)).toBe('1 Std. 15 Min.');
    expect(dauerText(45)).toBe('45 Min.');
  });

  it('writes lengths with a decimal comma', () => {
    expect(kmText(14.2)).toBe('14,2 km');
    expect(kmText(6)).toBe('6 km');
  });

  it('counts stars, beds and pitches in German', () => {
    expect(sterneText(1)).toBe('1 Stern');
    expect(sterneText(4)).toBe('4 Sterne');
    expect(bettenText(1, 'Pension')).toBe('1 Bett');
    expect(bettenText(72, 'Hotel')).toBe('72 Betten');
    expect(bettenText(60, 'Campingplatz')).toBe('60 Stellplätze');
  });

  it('shows the host of a web address', () => {
    expect(hostOf('https://www.krone-musterstadt.example/')).toBe('www.krone-musterstadt.example');
    expect(hostOf('kein Link')).toBe('kein Link');
  });
});
